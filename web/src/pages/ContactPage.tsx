import { useTranslation } from 'react-i18next';
import { Trans } from '../i18n/Trans';
import { CONTACT_FORM_ID } from '@evisa/forms/browser';
import { sendEnquiry } from '../api/contact';
import { ContentPage } from '../content/ContentPage';
import { LoadProblem } from '../definition/LoadProblem';
import { PublishedForm } from '../forms/PublishedForm';
import { sendAnswers } from '../forms/sendAnswers';
import { usePublishedForm } from '../forms/usePublishedForm';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../shell/product';
import '../i18n/laterTexts';

/**
 * Contact Us (spec part 1): the contact form's published version (editors own it, as the application) rendered by
 * the application's step form, checked in the browser by the rules the API checks; the spec's toasts, a fresh form
 * after a message is sent and the same one, with the server's messages on its fields, when it is refused.
 */
export function ContactPage() {
  const { t } = useTranslation();
  const definition = usePublishedForm(CONTACT_FORM_ID);
  return (
    <ContentPage title={t('contact.title')} lead={t('contact.lead')}>
      <p>
        <Trans
          i18nKey="contact.call"
          values={{ phone: SUPPORT_PHONE, email: SUPPORT_EMAIL }}
          components={{ phone: <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`} />, email: <a href={`mailto:${SUPPORT_EMAIL}`} /> }}
        />
      </p>
      <div className="contact-form">
        {definition.state === 'loading' && <p className="loading">{t('wizard.loadingForm')}</p>}
        {definition.state === 'failed' && <LoadProblem what={t('contact.what')} retry={definition.retry} />}
        {definition.state === 'ready' && (
          <PublishedForm definition={definition.value} what={t('contact.what')} send={(values) => sendAnswers(() => sendEnquiry(values))} />
        )}
      </div>
    </ContentPage>
  );
}
