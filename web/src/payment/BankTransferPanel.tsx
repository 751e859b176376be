import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@evisa/forms/browser';
import { ApiError } from '../api/http';
import { chooseBankTransfer, latestBankTransfer, type BankTransfer } from '../api/payments';
import { formatMoney } from '@evisa/forms/money';
import '../i18n/laterTexts';

interface BankTransferPanelProps {
  applicationId: string;
  /** The payment access token, once the payment session has it. */
  accessToken?: string;
  /** What paying by transfer adds to the fee (settings), shown before choosing it. */
  surcharge: number;
  fee: number;
  disabled: boolean;
}

/**
 * Paying by bank transfer (issue 28): the applicant chooses it and sees the business's account, the payment reference
 * of this application and the amount, fixed from then, with the day it lapses. The transfer already chosen (or what
 * became of it: cancelled by a changed fee, lapsed, received in part) is shown when the page opens.
 */
export function BankTransferPanel({ applicationId, accessToken, surcharge, fee, disabled }: BankTransferPanelProps) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, 'USD', i18n.language);
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
      setProblem((error instanceof ApiError && error.serverMessage) || t('bank.setupFailed'));
    } finally {
      setBusy(false);
    }
  };

  const pending = transfer?.status === 'CREATED';
  return (
    <section className="payment__bank-transfer" aria-labelledby="bank-transfer-title">
      <h2 id="bank-transfer-title">{t('bank.title')}</h2>
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
          <dl className="summary-list summary-list--compact" aria-label={t('bank.details')}>
            <div className="summary-list__row summary-list__row--total">
              <dt>{t('bank.amount')}</dt>
              <dd>
                <strong>{money(transfer.amount)}</strong>
                {transfer.surcharge > 0 && <span className="help-block"> {t('bank.includesSurcharge', { amount: money(transfer.surcharge) })}</span>}
              </dd>
            </div>
            <div className="summary-list__row">
              <dt>{t('bank.reference')}</dt>
              <dd>
                <strong>{transfer.reference}</strong>
              </dd>
            </div>
            <div className="summary-list__row">
              <dt>{t('bank.accountName')}</dt>
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
                <dt>{t('bank.bank')}</dt>
                <dd>{transfer.account.bank_name}</dd>
              </div>
            )}
            <div className="summary-list__row">
              <dt>{t('bank.payBy')}</dt>
              <dd>{formatDate(transfer.expires_at.slice(0, 10), { language: i18n.language })}</dd>
            </div>
          </dl>
          <p className="help-block">{t('bank.help')}</p>
        </>
      ) : (
        <>
          <p>{surcharge > 0 ? t('bank.introSurcharge', { surcharge: money(surcharge), total: money(fee + surcharge) }) : t('bank.intro')}</p>
          {problem && (
            <p className="form-alert" role="alert">
              {problem}
            </p>
          )}
          <button type="button" className="button button--large" disabled={disabled || busy || !accessToken} onClick={() => void choose()}>
            {busy ? t('bank.settingUp') : t('bank.title')}
          </button>
        </>
      )}
    </section>
  );
}
