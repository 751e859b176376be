import { useTranslation } from 'react-i18next';
import { Trans } from '../i18n/Trans';
import { Link, useParams } from '../router/router';
import { ApplicationId } from '../shell/ApplicationId';
import { ApplicationIdNotice } from './ApplicationIdNotice';
import { stepLink } from './stepLink';

interface StepPendingPageProps {
  /** The route of the first step, where the saved answers can be reviewed. */
  firstStepRoute: string;
}

/** Shown at a step's `next` route while the definition has no step there yet: the save itself succeeded. */
export function StepPendingPage({ firstStepRoute }: StepPendingPageProps) {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  return (
    <section className="wizard" aria-labelledby="pending-title">
      <h1 id="pending-title">
        <Trans i18nKey="pending.title" components={{ id: <ApplicationId id={id} /> }} />
      </h1>
      <ApplicationIdNotice id={id} />
      <p>{t('pending.text')}</p>
      <p>
        <Link className="button button--secondary" {...stepLink(firstStepRoute, id)}>
          {t('pending.edit')}
        </Link>
      </p>
    </section>
  );
}
