import { useTranslation } from 'react-i18next';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../api/http';
import { documentLink, sendDocumentAgain } from '../api/track';
import { TextField } from '../shell/TextField';
import { TYPED_AS_PRINTED } from '../shell/typedAsPrinted';
import '../i18n/laterTexts';

/**
 * The decision document (the e-Visa or the refusal letter): the applicant proves they hold the application with its
 * passport number and gets a short-lived link, today or months later; or has a fresh link e-mailed to the address
 * given in the application.
 */
export function DocumentDownload({ id }: { id: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [passport, setPassport] = useState('');
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string }>();
  const [busy, setBusy] = useState(false);

  const download = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      window.location.assign(await documentLink(id, passport));
      setMessage(undefined);
    } catch (error) {
      setMessage({
        kind: 'error',
        text: error instanceof ApiError && error.serverMessage ? error.serverMessage : t('track.document.openFailed'),
      });
    } finally {
      setBusy(false);
    }
  };
  const sendAgain = async () => {
    setBusy(true);
    try {
      setMessage({ kind: 'success', text: await sendDocumentAgain(id) });
    } catch {
      setMessage({ kind: 'error', text: t('track.document.sendFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="step-form track__document" noValidate onSubmit={download} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="track__next-title">
        {t('track.document.title')}
      </h2>
      <TextField
        id={inputId}
        label={t('track.document.passport')}
        value={passport}
        onChange={setPassport}
        {...TYPED_AS_PRINTED}
        aria-describedby={`${inputId}-help ${inputId}-message`}
      >
        <p id={`${inputId}-help`} className="help-block">
          {t('track.document.help')}
        </p>
      </TextField>
      <div id={`${inputId}-message`} role="status" aria-live="polite">
        {message && <p className={message.kind === 'error' ? 'form-alert' : 'notice notice--success'}>{message.text}</p>}
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={busy || !passport.trim()}>
          {t('track.document.download')}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void sendAgain()}>
          {t('track.document.sendAgain')}
        </button>
      </div>
    </form>
  );
}
