import { useTranslation } from 'react-i18next';
import { Trans } from '../i18n/Trans';
import { Link } from '../router/router';
import type { FormDefinition } from '@evisa/forms/browser';
import type { IncompleteStep } from '../api/applications';
import { stepLink } from './stepLink';

interface StepProgressProps {
  definition: FormDefinition;
  /** The route of the current screen: a step's route, /Preview or /Payment. */
  current: string;
  id?: string;
  /** The saved application's steps that still need answers (View-application); none known for a new one. */
  incomplete?: readonly IncompleteStep[];
}

type StageState = 'done' | 'incomplete' | 'current' | 'todo';

const MARKS: Partial<Record<StageState, string>> = { done: '✓', incomplete: '!' };

/**
 * Where the applicant is: every step of the manifest, then the preview and the payment. A finished step, one that
 * still needs answers and the current one look different (and say so to screen readers); every step reached (up
 * to the furthest completed one and the first incomplete one) is a link, and so are the preview and the payment,
 * which say what is missing.
 */
export function StepProgress({ definition, current, id, incomplete }: StepProgressProps) {
  const { t } = useTranslation();
  const stages = [
    ...definition.steps.map((step) => ({ route: step.route, title: step.title, step: true })),
    { route: '/Preview', title: t('progress.preview'), step: false },
    { route: '/Payment', title: t('progress.payment'), step: false },
  ];
  const index = Math.max(
    0,
    stages.findIndex((stage) => stage.route === current),
  );
  const incompleteRoutes = new Set(incomplete?.map((step) => step.route));
  const complete = (position: number) => incomplete !== undefined && !incompleteRoutes.has(stages[position]!.route);
  const firstIncomplete = stages.findIndex((stage) => stage.step && incompleteRoutes.has(stage.route));
  const lastComplete = stages.reduce((last, stage, position) => (stage.step && complete(position) ? position : last), -1);
  const reached = (position: number) => id !== undefined && (!stages[position]!.step || position <= Math.max(firstIncomplete, lastComplete + 1));
  const stateOf = (position: number): StageState => {
    if (position === index) return 'current';
    if (!stages[position]!.step) return 'todo';
    if (complete(position)) return 'done';
    return reached(position) && incomplete !== undefined ? 'incomplete' : 'todo';
  };

  return (
    <nav className="progress" aria-label={t('progress.label')}>
      <p className="progress__text">
        <Trans
          i18nKey="progress.text"
          values={{ number: index + 1, count: stages.length, title: stages[index]!.title }}
          components={{ strong: <strong /> }}
        />
      </p>
      <ol className="progress__list">
        {stages.map((stage, position) => {
          const state = stateOf(position);
          const label = `${position + 1}. ${stage.title} (${t(`progress.state.${state}`)})`;
          const content = (
            <>
              <span aria-hidden="true">{position + 1}</span>
              {MARKS[state] && (
                <span className="progress__mark" aria-hidden="true">
                  {MARKS[state]}
                </span>
              )}
              <span className="visually-hidden">{label}</span>
            </>
          );
          return (
            <li key={stage.route} className={`progress__item progress__item--${state}`}>
              {id !== undefined && position !== index && reached(position) ? (
                <Link {...stepLink(stage.route, id)} title={stage.title}>
                  {content}
                </Link>
              ) : (
                <span aria-current={position === index ? 'step' : undefined} title={stage.title}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
