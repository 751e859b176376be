import { Link, useParams } from 'react-router';
import { ApplicationId } from '../shell/ApplicationId';
import { ApplicationIdNotice } from './ApplicationIdNotice';
import { stepLink } from './stepLink';

interface StepPendingPageProps {
  /** The route of the first step, where the saved answers can be reviewed. */
  firstStepRoute: string;
}

/** Shown at a step's `next` route while the definition has no step there yet: the save itself succeeded. */
export function StepPendingPage({ firstStepRoute }: StepPendingPageProps) {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <section className="wizard" aria-labelledby="pending-title">
      <h1 id="pending-title">
        Your application <ApplicationId id={id} /> is saved
      </h1>
      <ApplicationIdNotice id={id} />
      <p>
        The next part of the application form is not available on this site yet. Your answers so far are stored under this ID, and you can review or
        change them at any time.
      </p>
      <p>
        <Link className="button button--secondary" {...stepLink(firstStepRoute, id)}>
          Edit step 1
        </Link>
      </p>
    </section>
  );
}
