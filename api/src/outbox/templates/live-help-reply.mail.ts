import type { MailTemplate } from './mail-message.js';
import { inLanguage, type Worded } from '../../i18n/worded.js';
import { sharedWords } from './mail-words.js';

/** The address that opens a live-help conversation again: the token rides in the fragment, never sent to a server. */
const liveHelpUrl = (publicUrl: string, token: string) => `${publicUrl}/#live-help=${token}`;

const WORDS: Worded<{ subject(business: string): string; asked: string; open: string }> = {
  en: {
    subject: (business) => `${business} answered your question`,
    asked: 'you asked us a question while filling in your application. Our answer:',
    open: 'Open the conversation to reply',
  },
  fr: {
    subject: (business) => `${business} a répondu à votre question`,
    asked: 'Vous nous avez posé une question en remplissant votre demande. Notre réponse :',
    open: 'Ouvrir la conversation pour répondre',
  },
  de: {
    subject: (business) => `${business} hat Ihre Frage beantwortet`,
    asked: 'Sie haben uns beim Ausfüllen Ihres Antrags eine Frage gestellt. Unsere Antwort:',
    open: 'Unterhaltung öffnen und antworten',
  },
  es: {
    subject: (business) => `${business} ha respondido a su pregunta`,
    asked: 'Nos hizo una pregunta mientras rellenaba su solicitud. Nuestra respuesta:',
    open: 'Abrir la conversación para responder',
  },
  ru: {
    subject: (business) => `${business}: ответ на ваш вопрос`,
    asked: 'Вы задали нам вопрос, заполняя заявку. Наш ответ:',
    open: 'Открыть переписку и ответить',
  },
  zh: {
    subject: (business) => `${business} 已回复您的问题`,
    asked: '您在填写申请时向我们提出了一个问题。我们的回复：',
    open: '打开对话进行回复',
  },
  ar: {
    subject: (business) => `ردّ ${business} على سؤالك`,
    asked: 'طرحت علينا سؤالًا أثناء تعبئة طلبك. إليك إجابتنا:',
    open: 'افتح المحادثة للرد',
  },
};

/** Staff answered a live-help question while the applicant was away; staff's answer stays in their words. */
export const liveHelpReplyMail: MailTemplate<{ token: string; reply: string }> = ({ token, reply }, { publicUrl, business, language }) => {
  const words = inLanguage(WORDS, language);
  const shared = sharedWords(language);
  return {
    subject: words.subject(business.name),
    greeting: shared.hello,
    blocks: [
      { type: 'text', text: words.asked },
      { type: 'quote', text: reply },
      { type: 'action', label: words.open, url: liveHelpUrl(publicUrl, token) },
      { type: 'text', text: shared.kindRegards },
    ],
  };
};
