import { Link } from 'react-router';
import type { FormDefinition } from '@evisa/forms/browser';

interface StepProgressProps {
  definition: FormDefinition;
  /** The route of the current screen: a step's route, /Preview or /Payment. */
  current: string;
  id?: string;
}

/** Where the applicant is: every step of the manifest, then the preview and the payment. */
export default function StepProgress({ definition, current, id }: StepProgressProps) {
  const stages = [
    ...definition.steps.map((step) => ({ route: step.route, title: step.title })),
    { route: '/Preview', title: 'Confirm details' },
    { route: '/Payment', title: 'Payment' },
  ];
  const index = Math.max(
    0,
    stages.findIndex((stage) => stage.route === current),
  );
  return (
    <nav className="progress" aria-label="Application progress">
      <p className="progress__text">
        Step {index + 1} of {stages.length}: <strong>{stages[index]!.title}</strong>
      </p>
      <ol className="progress__list">
        {stages.map((stage, position) => {
          const state = position < index ? 'done' : position === index ? 'current' : 'todo';
          const label = `${position + 1}. ${stage.title}`;
          return (
            <li key={stage.route} className={`progress__item progress__item--${state}`}>
              {id !== undefined && position !== index ? (
                <Link to={`${stage.route}/${encodeURIComponent(id)}`} title={stage.title}>
                  <span aria-hidden="true">{position + 1}</span>
                  <span className="visually-hidden">{label}</span>
                </Link>
              ) : (
                <span aria-current={position === index ? 'step' : undefined} title={stage.title}>
                  <span aria-hidden="true">{position + 1}</span>
                  <span className="visually-hidden">{label}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
