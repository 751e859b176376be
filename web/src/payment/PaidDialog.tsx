import { useEffect, useRef } from 'react';

interface PaidDialogProps {
  applicationId: string;
  amount: string;
  onClose(): void;
}

/** The confirmation after a capture (spec part 2: 'Your Payment is successfully Paid'). */
export default function PaidDialog({ applicationId, amount, onClose }: PaidDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <div className="modal-backdrop">
      <div
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="paid-title"
        aria-describedby="paid-text"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
          // The only control: keep the focus inside the dialog.
          if (event.key === 'Tab') {
            event.preventDefault();
            closeRef.current?.focus();
          }
        }}
      >
        <p className="modal__icon" aria-hidden="true">
          ✓
        </p>
        <h2 id="paid-title">Your Payment is successfully Paid</h2>
        <div id="paid-text">
          <p>
            Application ID: <strong className="mono">{applicationId}</strong>
          </p>
          <p>
            Amount: <strong>{amount}</strong>
          </p>
          <p>We have received your application. Our team checks it and you will hear from us by e-mail.</p>
        </div>
        <button ref={closeRef} type="button" className="button button--primary" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
