import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from '../i18n/Trans';
import { Link } from '../router/router';
import { primaryLanguage } from '@evisa/forms/languages';
import { formatMoney } from '@evisa/forms/money';
import { REFUND_REASON_MAX } from '@evisa/forms/text-limits';
import { refundProcessingTime } from '@evisa/forms/browser';
import { ApiError } from '../api/http';
import { askRefund, refundStanding, type RefundStanding } from '../api/track';
import { TextField } from '../shell/TextField';
import { dayOf } from './dayOf';
import '../i18n/laterTexts';

/** Where the latest request stands, in the applicant's words. */
function RequestState({ standing }: { standing: RefundStanding }) {
  const { t, i18n } = useTranslation();
  const { request, currency } = standing;
  if (!request) return null;
  const language = i18n.language;
  const asked = dayOf(request.created_at, language);
  if (request.status === 'PENDING' || request.status === 'REFUNDING') {
    return <p className="notice notice--info">{t('refund.pending', { asked, amount: formatMoney(request.policy_amount, currency, language) })}</p>;
  }
  if (request.status === 'REFUNDED') {
    return (
      <p className="notice notice--success">
        {t('refund.refunded', {
          amount: formatMoney(request.amount ?? 0, currency, language),
          day: request.decided_at ? dayOf(request.decided_at, language) : asked,
          time: refundProcessingTime(primaryLanguage(language)),
        })}
      </p>
    );
  }
  return (
    <div className="notice notice--warning">
      <p>{t('refund.declined', { asked })}</p>
      <blockquote>{request.staff_reason}</blockquote>
    </div>
  );
}

/**
 * Asking for a refund on the tracking page: the server's quote by the published policy (the amount and the rule that
 * applies, in the policy page's words) is shown before anything is sent; the applicant gives only the reason.
 */
export function RefundRequest({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const [standing, setStanding] = useState<RefundStanding>();
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    refundStanding(id, controller.signal).then(setStanding, () => undefined);
    return () => controller.abort();
  }, [id]);

  if (!standing || (!standing.request && !standing.can_ask)) return null;
  const { quote, currency } = standing;
  const amount = (value: number) => formatMoney(value, currency, i18n.language);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      setStanding(await askRefund(id, reason));
      setAsking(false);
      setError(undefined);
    } catch (failure) {
      const said = failure instanceof ApiError ? (failure.fieldErrors[0]?.message ?? failure.serverMessage) : undefined;
      setError(said ?? t('refund.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="track__refund" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="track__next-title">
        {t('refund.title')}
      </h2>
      {standing.refunded > 0 && <p>{t('refund.refundedSoFar', { refunded: amount(standing.refunded), paid: amount(standing.paid) })}</p>}
      <RequestState standing={standing} />
      {standing.can_ask && !asking && (
        <p>
          <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
            {t('refund.ask')}
          </button>
        </p>
      )}
      {standing.can_ask && asking && (
        <form className="step-form" noValidate onSubmit={submit}>
          <div className="notice notice--info" role="status">
            <p>
              <Trans
                i18nKey="refund.quote"
                values={{ amount: amount(quote.amount), paid: amount(standing.paid) }}
                components={{ policy: <Link to="/Refund-Policy" />, strong: <strong /> }}
              />
            </p>
            <p>{quote.rule.words}</p>
          </div>
          <TextField
            id={inputId}
            label={t('refund.why')}
            rows={4}
            maxLength={REFUND_REASON_MAX}
            value={reason}
            onChange={setReason}
            aria-describedby={`${inputId}-error`}
            aria-invalid={error !== undefined}
          />
          <p id={`${inputId}-error`} className={error ? 'form-alert' : undefined} role="alert">
            {error}
          </p>
          <div className="form-actions">
            <button type="submit" className="button button--primary" disabled={busy || reason.trim().length < 3}>
              {t('refund.send')}
            </button>
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => setAsking(false)}>
              {t('refund.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
