import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { confirmErasure, requestErasure } from '../api/erasure';
import { ApiError } from '../api/http';
import { ApplicationNumberField } from './ApplicationNumberField';

type Outcome = { kind: 'error' | 'success'; text: string } | undefined;

const FAILED = 'Your request could not be sent. Please try again.';
const messageOf = (error: unknown) => (error instanceof ApiError && error.serverMessage) || FAILED;

/**
 * /Erase-My-Data: the applicant asks for the erasure of an application by its number; the link e-mailed to the
 * address in the application (/Erase-My-Data/:token) confirms it. Nothing is erased before that confirmation.
 */
export function EraseMyDataPage() {
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
      setOutcome({ kind: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token) return void send(() => confirmErasure(token));
    if (number.trim().length < 12) return setOutcome({ kind: 'error', text: 'Please enter a valid application number.' });
    void send(() => requestErasure(number.trim()));
  };

  const done = outcome?.kind === 'success';
  return (
    <section className="lookup" aria-labelledby="erase-title">
      <h1 id="erase-title">{token ? 'Confirm the erasure of your data' : 'Erase my data'}</h1>
      <p className="lead">
        {token
          ? 'This erases your application, your answers, photograph and documents, and the e-mails we sent you. It cannot be undone.'
          : 'Enter your application number: we send a confirmation link to the e-mail address given in the application. Nothing is erased until you follow it.'}
      </p>
      <form className="step-form lookup__form" noValidate onSubmit={submit}>
        {!token && <ApplicationNumberField value={number} onChange={setNumber} describedBy="erase-message" invalid={outcome?.kind === 'error'} />}
        <div id="erase-message" className="lookup__message" role="status" aria-live="polite">
          {busy && <p className="loading">Sending…</p>}
          {!busy && outcome && <p className={outcome.kind === 'error' ? 'form-alert' : 'notice notice--success'}>{outcome.text}</p>}
        </div>
        {!done && (
          <div className="form-actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {token ? 'Erase my data' : 'Send the confirmation link'}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
