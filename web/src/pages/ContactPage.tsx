import { useState } from 'react';
import { CONTACT_VALIDATORS_URL, contactForm, type FieldError } from '@evisa/forms/browser';
import { loadValidators, StepForm, type StepFormData } from '@evisa/form-ui';
import { sendEnquiry } from '../api/contact';
import { ApiError } from '../api/http';
import { ContentPage } from '../content/ContentPage';
import { LoadProblem } from '../definition/LoadProblem';
import { useLoaded } from '../definition/useLoaded';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../shell/product';
import { toast } from '../shell/toast';

/**
 * Contact Us (spec part 1): the contact form's definition (forms/contact) rendered by the application's step form,
 * checked in the browser by the rules the API checks; the spec's toasts, a fresh form after a message is sent and
 * the same one, with the server's messages on its fields, when it is refused.
 */
export function ContactPage() {
  const validators = useLoaded(CONTACT_VALIDATORS_URL, () => loadValidators(CONTACT_VALIDATORS_URL));
  // A new form (empty, untouched) for every message sent.
  const [sent, setSent] = useState(0);

  const submit = async (values: StepFormData): Promise<readonly FieldError[]> => {
    try {
      const body = await sendEnquiry(values);
      if (!body.success) {
        toast.error(body.message || 'Submission failed');
        return [];
      }
      toast.success(body.message || 'Form submitted successfully');
      setSent((count) => count + 1);
      return [];
    } catch (error) {
      const failure = error instanceof ApiError ? error : undefined;
      toast.error(failure?.serverMessage || 'An error occurred');
      return failure?.fieldErrors ?? [];
    }
  };

  return (
    <ContentPage
      title="Contact Us"
      lead="Questions about your application, our service or your payment? Write to us: we answer every message, usually within a few hours."
    >
      <p>
        Or call us 24x7 on <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>, or e-mail{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
      <div className="contact-form">
        {validators.state === 'loading' && <p className="loading">Loading the form…</p>}
        {validators.state === 'failed' && <LoadProblem what="the contact form" retry={validators.retry} />}
        {validators.state === 'ready' && <StepForm key={sent} step={contactForm} validators={validators.value} onSubmit={submit} />}
      </div>
    </ContentPage>
  );
}
