import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from '../router/router';
import { confirmErasure, requestErasure } from '../api/erasure';
import { ApiError } from '../api/http';
import { ApplicationNumberField } from './ApplicationNumberField';
import '../i18n/laterTexts';

type Outcome = { kind: 'error' | 'success'; text: string } | undefined;

/**
 * /Erase-My-Data: the applicant asks for the erasure of an application by its number; the link e-mailed to the
 * address in the application (/Erase-My-Data/:token) confirms it. Nothing is erased before that confirmation.
 */
export function EraseMyDataPage() {
  const { t } = useTranslation();
  const { token } = useParams();
  const [number, setNumber] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);

  const send = async (action: () => Promise<{ message?: string }>) => {
    setBusy(true);
    try {
      const body = await action();
      setOutcome({ kind: 'success', text: body.message ?? '' });
    } catch (error) {
      setOutcome({ kind: 'error', text: (error instanceof ApiError && error.serverMessage) || t('erase.failed') });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token) return void send(() => confirmErasure(token));
    if (number.trim().length < 12) return setOutcome({ kind: 'error', text: t('erase.invalidNumber') });
    void send(() => requestErasure(number.trim()));
  };

  const done = outcome?.kind === 'success';
  return (
    <section className="lookup" aria-labelledby="erase-title">
      <h1 id="erase-title">{token ? t('erase.confirmTitle') : t('erase.title')}</h1>
      <p className="lead">{token ? t('erase.confirmLead') : t('erase.lead')}</p>
      <form className="step-form lookup__form" noValidate onSubmit={submit}>
        {!token && <ApplicationNumberField value={number} onChange={setNumber} describedBy="erase-message" invalid={outcome?.kind === 'error'} />}
        <div id="erase-message" className="lookup__message" role="status" aria-live="polite">
          {busy && <p className="loading">{t('erase.sending')}</p>}
          {!busy && outcome && <p className={outcome.kind === 'error' ? 'form-alert' : 'notice notice--success'}>{outcome.text}</p>}
        </div>
        {!done && (
          <div className="form-actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {token ? t('erase.confirm') : t('erase.send')}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
