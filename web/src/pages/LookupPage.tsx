import { useTranslation } from 'react-i18next';
import { Trans } from '../i18n/Trans';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '../router/router';
import { normalizeApplicationId, reviewStageWords, SKU_LENGTH } from '@evisa/forms/browser';
import { viewApplication } from '../api/applications';
import { SUPPORT_PHONE } from '../shell/product';
import { TextWithApplicationId } from '../shell/TextWithApplicationId';
import { ApplicationNumberField } from './ApplicationNumberField';
import '../i18n/laterTexts';

const DEBOUNCE_MS = 400;

type Message = { kind: 'error' | 'success'; text: string; title?: string; link?: { to: string; label: string }; applicationId?: string } | undefined;

interface LookupPageProps {
  /** The page's heading and lead: keys of the site's texts. */
  title: string;
  lead: string;
  /** Where an unpaid application goes on to, followed by its id: '/Apply' or '/Payment'. */
  continuesAt: string;
}

/**
 * /Partial-Filled and /Visa-Fee: the application number is looked up on Submit, or by itself once a complete id is
 * typed or pasted (spaces, dashes and case do not matter); nothing is said while the applicant is still typing. An
 * unpaid application goes on; for a paid one the page says where it stands (received, in review, waiting for the
 * applicant's corrections with a link to make them, submitted, decided).
 */
export function LookupPage({ title, lead, continuesAt }: LookupPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [number, setNumber] = useState('');
  const [message, setMessage] = useState<Message>();
  const [busy, setBusy] = useState(false);
  const latest = useRef(0);

  const lookup = async (value: string) => {
    const request = ++latest.current;
    const id = normalizeApplicationId(value);
    if (id.length !== SKU_LENGTH) {
      setMessage({
        kind: 'error',
        text: id ? t('lookup.wrongLength', { length: SKU_LENGTH, typed: id.length }) : t('lookup.empty'),
      });
      return;
    }
    setBusy(true);
    try {
      const body = await viewApplication(id);
      if (request !== latest.current) return;
      const application = body.data;
      if (!application) {
        setMessage({ kind: 'error', text: t('lookup.notLoaded') });
      } else if (application.payment_status === 'COMPLETED') {
        const stage = application.review_stage ?? 'received';
        const { title, text } = reviewStageWords(stage, id, SUPPORT_PHONE);
        // Waiting for corrections: the application opens at the first step concerned, where a banner says why.
        const link =
          stage === 'waiting_for_corrections'
            ? { to: `/Apply/${encodeURIComponent(id)}`, label: t('lookup.correct') }
            : { to: `/Track/${encodeURIComponent(id)}`, label: t('home.track') };
        setMessage({ kind: 'success', title, text, link, applicationId: id });
      } else if (application.payment_status === 'UNPAID') {
        setMessage(undefined);
        navigate(`${continuesAt}/${encodeURIComponent(id)}`);
      } else {
        setMessage({ kind: 'error', text: t('lookup.invalidStatus') });
      }
    } catch {
      if (request === latest.current) setMessage({ kind: 'error', text: t('lookup.notFound') });
    } finally {
      if (request === latest.current) setBusy(false);
    }
  };

  useEffect(() => {
    // Until the id is complete the applicant is still typing: no lookup and no message yet.
    setMessage(undefined);
    if (normalizeApplicationId(number).length !== SKU_LENGTH) return;
    const timer = window.setTimeout(() => void lookup(number), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // Only a change of the number starts a lookup; `lookup` is a new function at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [number]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void lookup(number);
  };

  return (
    <section className="lookup" aria-labelledby="lookup-title">
      <h1 id="lookup-title">{t(title)}</h1>
      <p className="lead">{t(lead)}</p>
      <form className="step-form lookup__form" noValidate onSubmit={submit}>
        <ApplicationNumberField value={number} onChange={setNumber} describedBy="lookup-message lookup-help" invalid={message?.kind === 'error'}>
          <p id="lookup-help" className="help-block">
            {t('lookup.help', { example: 'K7M2QX9PA4R8TZ3WN' })}
          </p>
        </ApplicationNumberField>
        <div id="lookup-message" className="lookup__message" role="status" aria-live="polite">
          {busy && <p className="loading">{t('lookup.lookingUp')}</p>}
          {!busy && message?.kind === 'error' && <p className="form-alert">{message.text}</p>}
          {!busy && message?.kind === 'success' && (
            <div className="notice notice--success">
              {message.title && <p className="lookup__stage">{message.title}</p>}
              <p>
                <TextWithApplicationId text={message.text} id={message.applicationId ?? ''} />
              </p>
              {message.link && (
                <Link className="button button--primary" to={message.link.to}>
                  {message.link.label}
                </Link>
              )}
            </div>
          )}
        </div>
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('common.submit')}
          </button>
        </div>
      </form>
      <p className="help-block">
        <Trans i18nKey="lookup.paidAlready" components={{ tracking: <Link to="/Track" /> }} />
      </p>
      <p className="help-block">
        <Trans i18nKey="lookup.erase" components={{ erase: <Link to="/Erase-My-Data" /> }} />
      </p>
    </section>
  );
}
