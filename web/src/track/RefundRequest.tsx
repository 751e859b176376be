import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { REFUND_PROCESSING_TIME } from '@evisa/forms/browser';
import { ApiError } from '../api/http';
import { askRefund, refundStanding, type RefundStanding } from '../api/track';
import { dayOf } from './dayOf';

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

/** Where the latest request stands, in the applicant's words. */
function RequestState({ standing }: { standing: RefundStanding }) {
  const { request, currency } = standing;
  if (!request) return null;
  const asked = dayOf(request.created_at);
  if (request.status === 'PENDING' || request.status === 'REFUNDING') {
    return (
      <p className="notice notice--info">
        You asked for a refund on {asked}. Our team is looking at it: by our refund policy it is {money(request.policy_amount, currency)}. We will
        write to you by e-mail.
      </p>
    );
  }
  if (request.status === 'REFUNDED') {
    return (
      <p className="notice notice--success">
        Refunded: {money(request.amount ?? 0, currency)} on {request.decided_at ? dayOf(request.decided_at) : asked}. It reaches the card or account
        you paid with within {REFUND_PROCESSING_TIME}.
      </p>
    );
  }
  return (
    <div className="notice notice--warning">
      <p>Your refund request of {asked} was declined:</p>
      <blockquote>{request.staff_reason}</blockquote>
    </div>
  );
}

/**
 * Asking for a refund on the tracking page: the server's quote by the published policy (the amount and the rule that
 * applies, in the policy page's words) is shown before anything is sent; the applicant gives only the reason.
 */
export function RefundRequest({ id }: { id: string }) {
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      setStanding(await askRefund(id, reason));
      setAsking(false);
      setError(undefined);
    } catch (failure) {
      const said = failure instanceof ApiError ? (failure.fieldErrors[0]?.message ?? failure.serverMessage) : undefined;
      setError(said ?? 'Your request could not be sent. Please try again in a moment.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="track__refund" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="track__next-title">
        Refund
      </h2>
      {standing.refunded > 0 && (
        <p>
          Refunded so far: {money(standing.refunded, currency)} of {money(standing.paid, currency)}.
        </p>
      )}
      <RequestState standing={standing} />
      {standing.can_ask && !asking && (
        <p>
          <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
            Ask for a refund
          </button>
        </p>
      )}
      {standing.can_ask && asking && (
        <form className="step-form" noValidate onSubmit={submit}>
          <div className="notice notice--info" role="status">
            <p>
              By our <Link to="/Refund-Policy">refund policy</Link> you would get back <strong>{money(quote.amount, currency)}</strong> of the{' '}
              {money(standing.paid, currency)} you paid.
            </p>
            <p>{quote.rule.words}</p>
          </div>
          <div className="field">
            <label htmlFor={inputId} className="field__label">
              Why do you ask for a refund?
            </label>
            <textarea
              id={inputId}
              className="form-control"
              rows={4}
              maxLength={2000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-describedby={`${inputId}-error`}
              aria-invalid={error !== undefined}
            />
          </div>
          <p id={`${inputId}-error`} className={error ? 'form-alert' : undefined} role="alert">
            {error}
          </p>
          <div className="form-actions">
            <button type="submit" className="button button--primary" disabled={busy || reason.trim().length < 3}>
              Send my refund request
            </button>
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => setAsking(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
