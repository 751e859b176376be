import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from '../i18n/Trans';
import { documentUrl } from '../api/documents';
import { ApplicationId } from '../shell/ApplicationId';
import '../i18n/laterTexts';

interface PaidDialogProps {
  applicationId: string;
  amount: string;
  /** PayPal's id of the capture: what the bank statement and any question to PayPal refer to. */
  transactionId?: string;
  onClose(): void;
}

/**
 * The confirmation after a capture (spec part 2: 'Your Payment is successfully Paid'): the amount, PayPal's
 * transaction id, and the receipt and the application's summary as PDF (the receipt e-mail attaches the same).
 */
export function PaidDialog({ applicationId, amount, transactionId, onClose }: PaidDialogProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <div className="modal-backdrop">
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="paid-title"
        aria-describedby="paid-text"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
          // Keep the focus inside the dialog: Tab from the last control goes to the first, and back.
          if (event.key !== 'Tab') return;
          const controls = [...(dialogRef.current?.querySelectorAll<HTMLElement>('a[href], button') ?? [])];
          const [first, last] = [controls[0], controls.at(-1)];
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last?.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first?.focus();
          }
        }}
      >
        <p className="modal__icon" aria-hidden="true">
          ✓
        </p>
        <h2 id="paid-title">{t('paid.title')}</h2>
        <div id="paid-text">
          <p>
            {t('paid.applicationId')}{' '}
            <strong>
              <ApplicationId id={applicationId} />
            </strong>
          </p>
          <p>
            {t('paid.amount')} <strong>{amount}</strong>
          </p>
          {transactionId && (
            <p>
              {t('paid.transaction')} <strong className="mono">{transactionId}</strong>
            </p>
          )}
          <p>{t('paid.received')}</p>
        </div>
        <p>
          <Trans
            i18nKey="paid.documents"
            components={{
              receipt: <a href={documentUrl('receipt', applicationId)} download />,
              summary: <a href={documentUrl('summary', applicationId)} download />,
            }}
          />
        </p>
        <button ref={closeRef} type="button" className="button button--primary" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </div>
  );
}
