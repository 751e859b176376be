import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from '../router/router';
import { PreviewSection, uploadUrl } from '@evisa/form-ui';
import { answeredSections, previewOf } from '@evisa/forms/browser';
import { correctionOf } from '../corrections/correction';
import { CorrectionBanner } from '../corrections/CorrectionBanner';
import { LoadProblem } from '../definition/LoadProblem';
import { useApplicationDefinition } from '../definition/useDefinition';
import { ApplicationIdNotice } from '../wizard/ApplicationIdNotice';
import { StepProgress } from '../wizard/StepProgress';
import { stepLink, type StepLinkState } from '../wizard/stepLink';
import { useHeadingFocus } from '../wizard/useHeadingFocus';
import { useSavedApplication } from '../wizard/useSavedApplication';
import { IncompleteSteps } from './IncompleteSteps';
import '../i18n/laterTexts';

/**
 * Confirm Details: the whole application read-only before payment, printable as a clean summary, laid out by the
 * definition's Preview layout.
 */
export function PreviewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const { resumed } = (useLocation().state ?? {}) as StepLinkState;
  const application = useSavedApplication(id);
  const headingRef = useHeadingFocus();
  // Laid out by the Preview layout of the application's own version of the form.
  const definition = useApplicationDefinition(application);
  const ready = definition.state === 'ready' ? definition.value : undefined;
  const preview = useMemo(() => (application && ready ? previewOf(ready, application) : undefined), [application, ready]);
  const sections = preview ? answeredSections(preview) : [];
  const encoded = encodeURIComponent(id);
  const paid = application?.payment_status === 'COMPLETED';
  const [sent, setSent] = useState(false);
  const correction = sent ? undefined : correctionOf(application);
  const photoValue = preview?.uploads.find((row) => row.field?.upload === 'photo')?.value;
  const photo = typeof photoValue === 'string' ? photoValue : undefined;
  const incomplete = application?.incomplete_steps ?? [];
  const firstRoute = ready?.steps[0]?.route;

  return (
    <section className="preview" aria-labelledby="preview-title">
      {ready && <p className="wizard__form-title">{ready.title}</p>}
      <h1 id="preview-title" ref={headingRef} tabIndex={-1}>
        {t('preview.title')}
      </h1>
      {ready && (
        <div className="no-print">
          <StepProgress definition={ready} current="/Preview" id={id} incomplete={application?.incomplete_steps} />
        </div>
      )}
      {definition.state === 'failed' ? (
        <LoadProblem what={t('wizard.what.form')} retry={definition.retry} />
      ) : !application || !preview ? (
        <p role="status" className="loading">
          {t('wizard.loadingOf.application')}
        </p>
      ) : (
        <>
          {resumed && !paid && <p className="notice notice--info welcome-back">{t('preview.welcomeBack')}</p>}
          {correction && ready && <CorrectionBanner definition={ready} correction={correction} id={id} onSent={() => setSent(true)} />}
          {!paid && <IncompleteSteps steps={incomplete} applicationId={id} lead={t('preview.incomplete')} />}
          <p className="notice notice--warning">{t('preview.checkWarning')}</p>
          <div className="preview__top">
            <ApplicationIdNotice id={application.sku_id} paid={paid} />
            {photo && <img className="preview__photo" src={uploadUrl(photo)} alt={t('preview.photo')} width={140} height={140} />}
          </div>
          {sections.map((section) => (
            <PreviewSection key={section.key} section={section} />
          ))}
          {paid && !correction && (
            <p className="notice notice--success" role="status">
              {sent ? t('preview.correctionsSent') : t('preview.paid')}
            </p>
          )}
          <div className="preview__actions no-print">
            <button type="button" className="button button--secondary" onClick={() => window.print()}>
              {t('preview.print')}
            </button>
            {!paid && (
              <>
                {firstRoute && (
                  <Link className="button button--secondary" {...stepLink(firstRoute, id)}>
                    {t('preview.modify')}
                  </Link>
                )}
                {incomplete[0] ? (
                  <Link className="button button--primary" {...stepLink(incomplete[0].route, id)}>
                    {t('preview.complete', { title: incomplete[0].title })}
                  </Link>
                ) : (
                  <Link className="button button--primary" to={`/Payment/${encoded}`}>
                    {t('preview.continue')}
                  </Link>
                )}
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}
