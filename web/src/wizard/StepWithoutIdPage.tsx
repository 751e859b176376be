import { useTranslation } from 'react-i18next';
import { Link } from '../router/router';

interface StepWithoutIdPageProps {
  /** The step asked for: its number in the form and its title; none for a `next` route no step has yet. */
  step?: { number: number; title: string };
  /** The route of the first step, where an application begins. */
  firstStepRoute: string;
}

/**
 * A later step's address opened without an application id (an old bookmark, a link cut short). The seed's later
 * steps create a new application from that step's answers alone on submit; we do not: such an application would
 * have no name, nationality or e-mail address (step 1 holds them), so it could never be completed, paid or found
 * again, and the applicant's own application would stay where it was. Instead the page says why the step cannot
 * open and offers the two ways in: a new application at step 1, or the saved one by its id.
 */
export function StepWithoutIdPage({ step, firstStepRoute }: StepWithoutIdPageProps) {
  const { t } = useTranslation();
  return (
    <section className="wizard step-without-id" aria-labelledby="step-without-id-title">
      <h1 id="step-without-id-title">{t('withoutId.title')}</h1>
      <p>{step ? t('withoutId.textStep', { number: step.number, title: step.title }) : t('withoutId.text')}</p>
      <p className="step-without-id__actions">
        <Link className="button button--primary" to={firstStepRoute}>
          {t('withoutId.start')}
        </Link>
        <Link className="button button--secondary" to="/Partial-Filled">
          {t('withoutId.continue')}
        </Link>
      </p>
    </section>
  );
}
