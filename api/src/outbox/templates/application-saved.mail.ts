import { dearApplicant, type MailTemplate } from './mail-message.js';
import { inLanguage, type Worded } from '../../i18n/worded.js';

const WORDS: Worded<{ subject(id: string): string; saved(id: string): string; keep: string; resume: string }> = {
  en: {
    subject: (id) => `Your e-Visa application ${id} is saved`,
    saved: (id) => `your e-Visa application has been saved under the temporary application id ${id}.`,
    keep: 'Keep this id: it is the only way to open your application again.',
    resume: 'Continue your application',
  },
  fr: {
    subject: (id) => `Votre demande d’e-Visa ${id} est enregistrée`,
    saved: (id) => `Votre demande d’e-Visa a été enregistrée sous le numéro de demande provisoire ${id}.`,
    keep: 'Conservez ce numéro : c’est le seul moyen de rouvrir votre demande.',
    resume: 'Reprendre votre demande',
  },
  de: {
    subject: (id) => `Ihr e-Visum-Antrag ${id} ist gespeichert`,
    saved: (id) => `Ihr e-Visum-Antrag wurde unter der vorläufigen Antragsnummer ${id} gespeichert.`,
    keep: 'Bewahren Sie diese Nummer auf: Nur mit ihr können Sie Ihren Antrag wieder öffnen.',
    resume: 'Antrag fortsetzen',
  },
  es: {
    subject: (id) => `Su solicitud de e-Visa ${id} está guardada`,
    saved: (id) => `Su solicitud de e-Visa se ha guardado con el número de solicitud provisional ${id}.`,
    keep: 'Guarde este número: es la única forma de volver a abrir su solicitud.',
    resume: 'Continuar su solicitud',
  },
  ru: {
    subject: (id) => `Ваша заявка на электронную визу ${id} сохранена`,
    saved: (id) => `Ваша заявка на электронную визу сохранена под временным номером ${id}.`,
    keep: 'Сохраните этот номер: только с ним можно снова открыть заявку.',
    resume: 'Продолжить заполнение',
  },
  zh: {
    subject: (id) => `您的电子签证申请 ${id} 已保存`,
    saved: (id) => `您的电子签证申请已以临时申请编号 ${id} 保存。`,
    keep: '请保存此编号：这是再次打开您申请的唯一方式。',
    resume: '继续填写申请',
  },
  ar: {
    subject: (id) => `تم حفظ طلب تأشيرتك الإلكترونية ${id}`,
    saved: (id) => `تم حفظ طلب تأشيرتك الإلكترونية برقم الطلب المؤقت ${id}.`,
    keep: 'احتفظ بهذا الرقم: فهو الطريقة الوحيدة لفتح طلبك مجددًا.',
    resume: 'متابعة طلبك',
  },
};

/** create-application: the id that opens the application again, in the applicant's language. */
export const applicationSavedMail: MailTemplate<{ skuId: string; data: Record<string, unknown> }> = ({ skuId, data }, { publicUrl, language }) => {
  const words = inLanguage(WORDS, language);
  return {
    subject: words.subject(skuId),
    greeting: dearApplicant(data, language),
    blocks: [
      { type: 'text', text: words.saved(skuId) },
      { type: 'text', text: words.keep },
      { type: 'action', label: words.resume, url: `${publicUrl}/Apply/${skuId}` },
    ],
  };
};
