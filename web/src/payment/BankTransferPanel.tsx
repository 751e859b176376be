import { useEffect, useState } from 'react';
import { ApiError } from '../api/http';
import { chooseBankTransfer, latestBankTransfer, type BankTransfer } from '../api/payments';
import { usd } from './usePayment';

interface BankTransferPanelProps {
  applicationId: string;
  /** The payment access token, once the payment session has it. */
  accessToken?: string;
  /** What paying by transfer adds to the fee (settings), shown before choosing it. */
  surcharge: number;
  fee: number;
  disabled: boolean;
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Paying by bank transfer (issue 28): the applicant chooses it and sees the business's account, the payment reference
 * of this application and the amount, fixed from then, with the day it lapses. The transfer already chosen (or what
 * became of it: cancelled by a changed fee, lapsed, received in part) is shown when the page opens.
 */
export function BankTransferPanel({ applicationId, accessToken, surcharge, fee, disabled }: BankTransferPanelProps) {
  const [transfer, setTransfer] = useState<BankTransfer>();
  const [message, setMessage] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    latestBankTransfer(applicationId, controller.signal).then(
      (latest) => {
        setTransfer(latest.transfer);
        setMessage(latest.message);
      },
      () => undefined, // none chosen yet
    );
    return () => controller.abort();
  }, [applicationId]);

  const choose = async () => {
    if (!accessToken) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const chosen = await chooseBankTransfer(accessToken, applicationId);
      setTransfer(chosen.transfer);
      setMessage(chosen.message);
    } catch (error) {
      setProblem((error instanceof ApiError && error.serverMessage) || 'The bank transfer could not be set up. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const pending = transfer?.status === 'CREATED';
  return (
    <section className="payment__bank-transfer" aria-labelledby="bank-transfer-title">
      <h2 id="bank-transfer-title">Pay by bank transfer</h2>
      {transfer && !pending && message && (
        <p className={transfer.status === 'COMPLETED' ? 'notice notice--success' : 'notice notice--info'} role="status">
          {message}
        </p>
      )}
      {pending ? (
        <>
          <p className="notice notice--info" role="status">
            {message}
          </p>
          <dl className="summary-list summary-list--compact" aria-label="Bank transfer details">
            <div className="summary-list__row summary-list__row--total">
              <dt>Amount to transfer</dt>
              <dd>
                <strong>{usd(transfer.amount)}</strong>
                {transfer.surcharge > 0 && <span className="help-block"> (includes {usd(transfer.surcharge)} bank transfer surcharge)</span>}
              </dd>
            </div>
            <div className="summary-list__row">
              <dt>Payment reference</dt>
              <dd>
                <strong>{transfer.reference}</strong>
              </dd>
            </div>
            <div className="summary-list__row">
              <dt>Account name</dt>
              <dd>{transfer.account.account_name}</dd>
            </div>
            <div className="summary-list__row">
              <dt>IBAN</dt>
              <dd>{transfer.account.iban}</dd>
            </div>
            {transfer.account.bic && (
              <div className="summary-list__row">
                <dt>BIC</dt>
                <dd>{transfer.account.bic}</dd>
              </div>
            )}
            {transfer.account.bank_name && (
              <div className="summary-list__row">
                <dt>Bank</dt>
                <dd>{transfer.account.bank_name}</dd>
              </div>
            )}
            <div className="summary-list__row">
              <dt>Pay by</dt>
              <dd>{day(transfer.expires_at)}</dd>
            </div>
          </dl>
          <p className="help-block">
            Give the payment reference exactly, so that we can match your transfer. The amount is fixed now: if you change an answer that changes the
            fee, this transfer is cancelled and you pay the new fee. We e-mail you once the money has arrived.
          </p>
        </>
      ) : (
        <>
          <p>
            Transfer the fee from your bank account
            {surcharge > 0 ? (
              <>
                {' '}
                (a surcharge of {usd(surcharge)} applies: {usd(fee + surcharge)} in all)
              </>
            ) : null}
            . Your application goes to our team once the money has arrived, which usually takes one to three working days.
          </p>
          {problem && (
            <p className="form-alert" role="alert">
              {problem}
            </p>
          )}
          <button type="button" className="button button--large" disabled={disabled || busy || !accessToken} onClick={() => void choose()}>
            {busy ? 'Setting up your transfer…' : 'Pay by bank transfer'}
          </button>
        </>
      )}
    </section>
  );
}
