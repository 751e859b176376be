import { hasAnswer, meetsCondition, queryForm, type FormDefinition } from '@evisa/forms/browser';

interface StepHeaderProps {
  definition: FormDefinition;
  stepId: string;
  /** The application's answers so far. */
  answers: Record<string, unknown>;
}

/**
 * The earlier answers a step is about (the step's `ui:options.header`), read-only above its form: each shown when
 * answered and when its own condition holds (the tourist duration only for a tourist visa).
 */
export function StepHeader({ definition, stepId, answers }: StepHeaderProps) {
  const rows = queryForm(definition)
    .header(stepId)
    .filter(({ field }) => hasAnswer(answers[field.name]) && meetsCondition(field.condition, answers));
  if (rows.length === 0) return null;
  return (
    <dl className="summary-list summary-list--compact" aria-label="Your application">
      {rows.map(({ field, label }) => (
        <div key={field.name} className="summary-list__row">
          <dt>{label}</dt>
          <dd>{String(answers[field.name])}</dd>
        </div>
      ))}
    </dl>
  );
}
