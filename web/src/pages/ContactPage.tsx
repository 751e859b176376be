import { CONTACT_FORM_ID } from '@evisa/forms/browser';
import { sendEnquiry } from '../api/contact';
import { ContentPage } from '../content/ContentPage';
import { LoadProblem } from '../definition/LoadProblem';
import { PublishedForm } from '../forms/PublishedForm';
import { sendAnswers } from '../forms/sendAnswers';
import { usePublishedForm } from '../forms/usePublishedForm';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../shell/product';

/**
 * Contact Us (spec part 1): the contact form's published version (editors own it, as the application) rendered by
 * the application's step form, checked in the browser by the rules the API checks; the spec's toasts, a fresh form
 * after a message is sent and the same one, with the server's messages on its fields, when it is refused.
 */
export function ContactPage() {
  const definition = usePublishedForm(CONTACT_FORM_ID);
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
        {definition.state === 'loading' && <p className="loading">Loading the form…</p>}
        {definition.state === 'failed' && <LoadProblem what="the contact form" retry={definition.retry} />}
        {definition.state === 'ready' && (
          <PublishedForm definition={definition.value} what="the contact form" send={(values) => sendAnswers(() => sendEnquiry(values))} />
        )}
      </div>
    </ContentPage>
  );
}
