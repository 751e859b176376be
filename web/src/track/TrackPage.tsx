import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '../router/router';
import { nextStepWords, normalizeApplicationId, reviewStageWords, SKU_LENGTH } from '@evisa/forms/browser';
import { ApiError } from '../api/http';
import { trackApplication } from '../api/track';
import { ApplicationNumberField } from '../pages/ApplicationNumberField';
import { ApplicationId } from '../shell/ApplicationId';
import { SUPPORT_PHONE } from '../shell/product';
import { TextWithApplicationId } from '../shell/TextWithApplicationId';
import { dayOf } from './dayOf';
import { DocumentDownload } from './DocumentDownload';
import { RefundRequest } from './RefundRequest';
import { Timeline } from './Timeline';
import './track.css';
import '../i18n/laterTexts';

/**
 * /Track and /Track/{id}: where an application stands, on the applicant's terms. The id opens it, as it opens the
 * application itself, and the page shows nothing personal: the milestones with their dates, what happens next and
 * by when, and the link to correct the application while corrections are asked for.
 */
export function TrackPage() {
  const { t } = useTranslation();
  const { id: param } = useParams();
  const id = param ? normalizeApplicationId(param) : undefined;
  return (
    <section className="track" aria-labelledby="track-title">
      <h1 id="track-title">{t('track.title')}</h1>
      {id ? <TrackedApplication key={id} id={id} /> : <TrackLookup />}
    </section>
  );
}

function TrackLookup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = normalizeApplicationId(number);
    if (id.length !== SKU_LENGTH) {
      setError(id ? t('lookup.wrongLength', { length: SKU_LENGTH, typed: id.length }) : t('lookup.empty'));
      return;
    }
    navigate(`/Track/${encodeURIComponent(id)}`);
  };
  return (
    <>
      <p className="lead">{t('track.lead')}</p>
      <form className="step-form lookup__form" noValidate onSubmit={submit}>
        <ApplicationNumberField value={number} onChange={setNumber} describedBy="track-error" invalid={error !== undefined}>
          <p id="track-error" className={error ? 'form-alert' : undefined} role="status">
            {error}
          </p>
        </ApplicationNumberField>
        <div className="form-actions">
          <button type="submit" className="button button--primary">
            {t('header.track')}
          </button>
        </div>
      </form>
    </>
  );
}

function TrackedApplication({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  // Asked afresh at every visit, and not kept after it: where the case stands changes as staff work on it.
  const { data: tracking, error } = useQuery({
    queryKey: ['tracking', id],
    queryFn: ({ signal }) => trackApplication(id, signal),
    staleTime: 0,
    gcTime: 0,
  });
  const failure = !error
    ? undefined
    : error instanceof ApiError && (error.status === 404 || error.status === 410)
      ? (error.serverMessage ?? t('track.notFound'))
      : t('track.loadFailed');

  if (failure) {
    return (
      <div className="track__body">
        <p className="form-alert">{failure}</p>
        <Link to="/Track">{t('track.another')}</Link>
      </div>
    );
  }
  if (!tracking) return <p className="loading">{t('lookup.lookingUp')}</p>;

  const { stage } = tracking;
  const headline = stage ? reviewStageWords(stage, id, SUPPORT_PHONE) : { title: t('track.unpaidTitle'), text: t('track.unpaidText', { id }) };
  const by = tracking.promised_by ? dayOf(tracking.promised_by, i18n.language) : null;
  return (
    <div className="track__body">
      <p className="track__id">
        {t('track.application')} <ApplicationId id={id} />
        {tracking.Visa_Service && <span className="track__service"> · {tracking.Visa_Service}</span>}
        {tracking.Application_Type && <span className="track__service"> · {tracking.Application_Type}</span>}
      </p>
      <div className="notice notice--info track__now" role="status">
        <p className="track__stage">{headline.title}</p>
        <p>
          <TextWithApplicationId text={headline.text} id={id} />
        </p>
      </div>
      {stage ? (
        <Timeline tracking={tracking} />
      ) : (
        <p>
          <Link className="button button--primary" to={`/Apply/${encodeURIComponent(id)}`}>
            {t('track.continue')}
          </Link>
        </p>
      )}
      <h2 className="track__next-title">{t('track.next')}</h2>
      <p>{nextStepWords(stage, by)}</p>
      {tracking.document && <DocumentDownload id={id} />}
      {stage && <RefundRequest id={id} />}
      {stage === 'waiting_for_corrections' && (
        <Link className="button button--primary" to={`/Apply/${encodeURIComponent(id)}`}>
          {t('lookup.correct')}
        </Link>
      )}
      <p className="help-block">
        <Link to="/Track">{t('track.another')}</Link>
      </p>
    </div>
  );
}
