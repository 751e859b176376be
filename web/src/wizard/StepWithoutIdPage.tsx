import { Link } from 'react-router';

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
  return (
    <section className="wizard step-without-id" aria-labelledby="step-without-id-title">
      <h1 id="step-without-id-title">This step needs your application ID</h1>
      <p>
        {step ? `You opened step ${step.number}, “${step.title}”,` : 'You opened a later step of the application form'} without a temporary
        application ID, so we cannot tell which application it belongs to. Every application starts at step 1, which gives it its ID; the later steps
        then add to it.
      </p>
      <p className="step-without-id__actions">
        <Link className="button button--primary" to={firstStepRoute}>
          Start a new application at step 1
        </Link>
        <Link className="button button--secondary" to="/Partial-Filled">
          Continue an application with its ID
        </Link>
      </p>
    </section>
  );
}
