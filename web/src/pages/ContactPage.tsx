import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldError } from '@evisa/forms/browser';
import { sendEnquiry, type Enquiry } from '../api/contact';
import { ApiError } from '../api/http';
import ContentPage from '../content/ContentPage';
import LoadProblem from '../definition/LoadProblem';
import NationalityOptions from '../definition/NationalityOptions';
import { useCountries } from '../definition/useDefinition';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../shell/product';
import { toast } from '../shell/toast';

const EMPTY: Enquiry = { Given_Name: '', Email: '', contact_no: '', Nationality: '', remarks: '' };

interface FieldProps {
  name: keyof Enquiry;
  label: string;
  errors: readonly FieldError[];
  help?: string;
  children(props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }): ReactNode;
}

function Field({ name, label, errors, help, children }: FieldProps) {
  const id = `contact-${name}`;
  const messages = errors.filter((error) => error.field === name).map((error) => error.message);
  const describedBy = [help ? `${id}__help` : '', messages.length ? `${id}__error` : ''].filter(Boolean).join(' ');
  return (
    <div className={messages.length ? 'field field--invalid' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
        <span className="field__required" aria-hidden="true">
          {' '}*
        </span>
      </label>
      {children({ id, 'aria-invalid': messages.length > 0 || undefined, 'aria-describedby': describedBy || undefined })}
      {messages.length > 0 && (
        <ul id={`${id}__error`} className="field__errors">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {help && (
        <p id={`${id}__help`} className="help-block">
          {help}
        </p>
      )}
    </div>
  );
}

/** Contact Us (spec part 1): an enquiry to the staff, with the spec's toasts; reset on success, kept on failure. */
export default function ContactPage() {
  const [values, setValues] = useState<Enquiry>(EMPTY);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [sending, setSending] = useState(false);
  const nationalities = useCountries();
  const formRef = useRef<HTMLFormElement>(null);

  const set = (name: keyof Enquiry) => (event: { target: { value: string } }) => {
    setValues((previous) => ({ ...previous, [name]: event.target.value }));
    setErrors((previous) => previous.filter((error) => error.field !== name));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const body = await sendEnquiry(values);
      if (body.success) {
        toast.success(body.message || 'Form submitted successfully');
        setValues(EMPTY);
        setErrors([]);
      } else {
        toast.error(body.message || 'Submission failed');
      }
    } catch (error) {
      const failure = error instanceof ApiError ? error : undefined;
      toast.error(failure?.serverMessage || 'An error occurred');
      setErrors(failure?.fieldErrors ?? []);
      // The first refused field gets the focus, so its message is read out.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    } finally {
      setSending(false);
    }
  };

  return (
    <ContentPage title="Contact Us" lead="Questions about your application, our service or your payment? Write to us: we answer every message, usually within a few hours.">
      <p>
        Or call us 24x7 on <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>, or e-mail{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
      <form ref={formRef} className="step-form contact-form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="help-block">Fields marked with * are required.</p>
        <Field name="Given_Name" label="Name" errors={errors}>
          {(props) => <input {...props} className="form-control" autoComplete="name" value={values.Given_Name} onChange={set('Given_Name')} />}
        </Field>
        <Field name="Email" label="Email" errors={errors}>
          {(props) => <input {...props} type="email" className="form-control" autoComplete="email" value={values.Email} onChange={set('Email')} />}
        </Field>
        <Field name="contact_no" label="Contact Number" errors={errors} help="Digits only, with your country code, e.g. 14155550123.">
          {(props) => <input {...props} type="tel" inputMode="numeric" className="form-control" autoComplete="tel" value={values.contact_no} onChange={set('contact_no')} />}
        </Field>
        <Field name="Nationality" label="Nationality" errors={errors}>
          {(props) => (
            <select {...props} className="form-control" value={values.Nationality} onChange={set('Nationality')}>
              <option value="">Select nationality</option>
              <NationalityOptions nationalities={nationalities} />
            </select>
          )}
        </Field>
        {nationalities.state === 'failed' && <LoadProblem what="the list of nationalities" retry={nationalities.retry} />}
        <Field name="remarks" label="Remarks" errors={errors}>
          {(props) => <textarea {...props} className="form-control" rows={5} value={values.remarks} onChange={set('remarks')} />}
        </Field>
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
            {sending ? 'Sending…' : 'Submit'}
          </button>
        </div>
      </form>
    </ContentPage>
  );
}
