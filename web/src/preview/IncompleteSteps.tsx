import { useTranslation } from 'react-i18next';
import { Link } from '../router/router';
import type { IncompleteStep } from '../api/applications';
import { stepLink } from '../wizard/stepLink';

interface IncompleteStepsProps {
  /** The steps to answer, with what is missing when the server said (a step a new answer opened has no list yet). */
  steps: ReadonlyArray<Omit<IncompleteStep, 'errors'> & Partial<Pick<IncompleteStep, 'errors'>>>;
  applicationId: string;
  /** The sentence above the list. */
  lead: string;
  /** 'alert' where the list appears after an action (announced at once); a plain notice on arrival. */
  role?: 'alert' | 'region';
}

// The first few missing answers name the step's gap well enough; the rest are counted.
const SHOWN_ERRORS = 4;

/**
 * The steps that still need answers, each a link to its step with the missing answers in words, as the server
 * found them (View-application's incomplete_steps or create-Order's refusal): no second copy of the rules here.
 */
export function IncompleteSteps({ steps, applicationId, lead, role = 'region' }: IncompleteStepsProps) {
  const { t } = useTranslation();
  if (steps.length === 0) return null;
  return (
    <div className="notice notice--warning incomplete-steps" role={role} aria-label={role === 'region' ? t('incomplete.label') : undefined}>
      <p>
        <strong>{lead}</strong>
      </p>
      <ul>
        {steps.map((step) => {
          const errors = step.errors ?? [];
          const more = errors.length - SHOWN_ERRORS;
          return (
            <li key={step.id}>
              <Link {...stepLink(step.route, applicationId)}>{step.title}</Link>
              {errors.length > 0 && (
                <ul className="incomplete-steps__errors">
                  {errors.slice(0, SHOWN_ERRORS).map((error) => (
                    <li key={`${error.field}:${error.message}`}>{error.message}</li>
                  ))}
                  {more > 0 && <li>{t('incomplete.more', { count: more })}</li>}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
