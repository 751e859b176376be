import type { MailTemplate } from './mail-message.js';
import { inLanguage, type Worded } from '../../i18n/worded.js';
import { sharedWords } from './mail-words.js';

const SUBJECT: Worded<(business: string) => string> = {
  en: (business) => `Re: your message to ${business}`,
  fr: (business) => `Re : votre message à ${business}`,
  de: (business) => `Re: Ihre Nachricht an ${business}`,
  es: (business) => `Re: su mensaje a ${business}`,
  ru: (business) => `Re: ваше сообщение в ${business}`,
  zh: (business) => `回复：您发给 ${business} 的留言`,
  ar: (business) => `رد: رسالتك إلى ${business}`,
};

/** Staff's answer to an enquiry, in their words, framed in the enquirer's language. */
export const enquiryReplyMail: MailTemplate<{ givenName: string; reference: string; reply: string }> = (
  { givenName, reference, reply },
  { business, language },
) => {
  const shared = sharedWords(language);
  return {
    subject: inLanguage(SUBJECT, language)(business.name),
    greeting: shared.helloName(givenName),
    blocks: [
      { type: 'text', text: reply },
      { type: 'facts', rows: [[shared.yourReference, reference]] },
      { type: 'text', text: shared.kindRegards },
    ],
  };
};
