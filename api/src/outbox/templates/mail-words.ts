// The words every e-mail shares (greeting, support contacts), in each language of the site; an e-mail to an
// applicant is worded in the language kept with the application (English by default).
import { inLanguage, type Worded } from '../../i18n/worded.js';

interface SharedWords {
  dear(name: string): string;
  dearApplicant: string;
  /** The greeting of an e-mail to someone who may have no application (an enquiry, a live-help question). */
  hello: string;
  helloName(name: string): string;
  /** The closing line of staff's answers. */
  kindRegards: string;
  /** The subject of an e-mail about application `id`: 'Your e-Visa application {id}: {what}'. */
  about(id: string, what: string): string;
  /** The link to the tracking page that closes the e-mails of an application's life. */
  follow: string;
  /** An enquiry's reference, as the acknowledgement and the replies give it. */
  yourReference: string;
  support: string;
  write: string;
  call: string;
  orOpen: string;
}

const SHARED: Worded<SharedWords> = {
  en: {
    dear: (name) => `Dear ${name},`,
    dearApplicant: 'Dear applicant,',
    hello: 'Hello,',
    helloName: (name) => `Hello ${name},`,
    kindRegards: 'Kind regards,',
    about: (id, what) => `Your e-Visa application ${id}: ${what}`,
    follow: 'Follow your application at any time',
    yourReference: 'Your reference',
    support: 'Support',
    write: 'Questions? Write to',
    call: 'or call',
    orOpen: 'Or open',
  },
  fr: {
    dear: (name) => `Bonjour ${name},`,
    dearApplicant: 'Bonjour,',
    hello: 'Bonjour,',
    helloName: (name) => `Bonjour ${name},`,
    kindRegards: 'Cordialement,',
    about: (id, what) => `Votre demande d’e-Visa ${id} : ${what}`,
    follow: 'Suivre votre demande à tout moment',
    yourReference: 'Votre référence',
    support: 'Assistance',
    write: 'Des questions ? Écrivez à',
    call: 'ou appelez le',
    orOpen: 'Ou ouvrez',
  },
  de: {
    dear: (name) => `Guten Tag ${name},`,
    dearApplicant: 'Guten Tag,',
    hello: 'Guten Tag,',
    helloName: (name) => `Guten Tag ${name},`,
    kindRegards: 'Mit freundlichen Grüßen',
    about: (id, what) => `Ihr e-Visum-Antrag ${id}: ${what}`,
    follow: 'Ihren Antrag jederzeit verfolgen',
    yourReference: 'Ihre Referenz',
    support: 'Hilfe',
    write: 'Fragen? Schreiben Sie an',
    call: 'oder rufen Sie an:',
    orOpen: 'Oder öffnen Sie',
  },
  es: {
    dear: (name) => `Estimado/a ${name}:`,
    dearApplicant: 'Estimado/a solicitante:',
    hello: 'Hola:',
    helloName: (name) => `Hola, ${name}:`,
    kindRegards: 'Saludos cordiales,',
    about: (id, what) => `Su solicitud de e-Visa ${id}: ${what}`,
    follow: 'Siga su solicitud en cualquier momento',
    yourReference: 'Su referencia',
    support: 'Atención',
    write: '¿Preguntas? Escriba a',
    call: 'o llame al',
    orOpen: 'O abra',
  },
  ru: {
    dear: (name) => `Здравствуйте, ${name}!`,
    dearApplicant: 'Здравствуйте!',
    hello: 'Здравствуйте!',
    helloName: (name) => `Здравствуйте, ${name}!`,
    kindRegards: 'С уважением,',
    about: (id, what) => `Ваша заявка на электронную визу ${id}: ${what}`,
    follow: 'Следить за заявкой в любое время',
    yourReference: 'Номер вашего обращения',
    support: 'Поддержка',
    write: 'Вопросы? Пишите на',
    call: 'или звоните:',
    orOpen: 'Или откройте',
  },
  zh: {
    dear: (name) => `${name}，您好：`,
    dearApplicant: '申请人，您好：',
    hello: '您好：',
    helloName: (name) => `${name}，您好：`,
    kindRegards: '此致敬礼',
    about: (id, what) => `您的电子签证申请 ${id}：${what}`,
    follow: '随时查询您的申请',
    yourReference: '您的参考编号',
    support: '客服',
    write: '有疑问？请发邮件至',
    call: '或致电',
    orOpen: '或打开',
  },
  ar: {
    dear: (name) => `عزيزي/عزيزتي ${name}،`,
    dearApplicant: 'عزيزي مقدّم الطلب،',
    hello: 'مرحبًا،',
    helloName: (name) => `مرحبًا ${name}،`,
    kindRegards: 'مع أطيب التحيات،',
    about: (id, what) => `طلب تأشيرتك الإلكترونية ${id}: ${what}`,
    follow: 'تابع طلبك في أي وقت',
    yourReference: 'رقمك المرجعي',
    support: 'الدعم',
    write: 'لديك أسئلة؟ راسلنا على',
    call: 'أو اتصل على',
    orOpen: 'أو افتح',
  },
};

/** The shared words of an e-mail in `language`. */
export const sharedWords = (language: string | undefined) => inLanguage(SHARED, language);
