import { useEffect, useRef } from 'react';
import { documentUrl } from '../api/documents';
import { ApplicationId } from '../shell/ApplicationId';

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
        <h2 id="paid-title">Your Payment is successfully Paid</h2>
        <div id="paid-text">
          <p>
            Application ID:{' '}
            <strong>
              <ApplicationId id={applicationId} />
            </strong>
          </p>
          <p>
            Amount: <strong>{amount}</strong>
          </p>
          {transactionId && (
            <p>
              PayPal transaction ID: <strong className="mono">{transactionId}</strong>
            </p>
          )}
          <p>We have received your application. Our team checks it and you will hear from us by e-mail.</p>
        </div>
        <p>
          Your receipt:{' '}
          <a href={documentUrl('receipt', applicationId)} download>
            Receipt (PDF)
          </a>{' '}
          and{' '}
          <a href={documentUrl('summary', applicationId)} download>
            Application summary (PDF)
          </a>
          . Both have also been e-mailed to you.
        </p>
        <button ref={closeRef} type="button" className="button button--primary" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
