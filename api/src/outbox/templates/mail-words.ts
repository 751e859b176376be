// The words every e-mail shares (greeting, support contacts), in each language of the site; an e-mail to an
// applicant is worded in the language kept with the application (English by default).
import { SOURCE_LANGUAGE, type SiteLanguage } from '@evisa/forms/languages';

export type Worded<T> = Record<SiteLanguage, T>;

const SHARED: Worded<{ dear(name: string): string; dearApplicant: string; support: string; write: string; call: string; orOpen: string }> = {
  en: {
    dear: (name) => `Dear ${name},`,
    dearApplicant: 'Dear applicant,',
    support: 'Support',
    write: 'Questions? Write to',
    call: 'or call',
    orOpen: 'Or open',
  },
  fr: {
    dear: (name) => `Bonjour ${name},`,
    dearApplicant: 'Bonjour,',
    support: 'Assistance',
    write: 'Des questions ? Écrivez à',
    call: 'ou appelez le',
    orOpen: 'Ou ouvrez',
  },
  de: {
    dear: (name) => `Guten Tag ${name},`,
    dearApplicant: 'Guten Tag,',
    support: 'Hilfe',
    write: 'Fragen? Schreiben Sie an',
    call: 'oder rufen Sie an:',
    orOpen: 'Oder öffnen Sie',
  },
  es: {
    dear: (name) => `Estimado/a ${name}:`,
    dearApplicant: 'Estimado/a solicitante:',
    support: 'Atención',
    write: '¿Preguntas? Escriba a',
    call: 'o llame al',
    orOpen: 'O abra',
  },
  ru: {
    dear: (name) => `Здравствуйте, ${name}!`,
    dearApplicant: 'Здравствуйте!',
    support: 'Поддержка',
    write: 'Вопросы? Пишите на',
    call: 'или звоните:',
    orOpen: 'Или откройте',
  },
  zh: {
    dear: (name) => `${name}，您好：`,
    dearApplicant: '申请人，您好：',
    support: '客服',
    write: '有疑问？请发邮件至',
    call: '或致电',
    orOpen: '或打开',
  },
  ar: {
    dear: (name) => `عزيزي/عزيزتي ${name}،`,
    dearApplicant: 'عزيزي مقدّم الطلب،',
    support: 'الدعم',
    write: 'لديك أسئلة؟ راسلنا على',
    call: 'أو اتصل على',
    orOpen: 'أو افتح',
  },
};

/** `words` in `language`, English when it is none of the site's languages. */
export const inLanguage = <T>(words: Worded<T>, language: string | undefined): T => words[language as SiteLanguage] ?? words[SOURCE_LANGUAGE];

/** The shared words of an e-mail in `language`. */
export const sharedWords = (language: string | undefined) => inLanguage(SHARED, language);
