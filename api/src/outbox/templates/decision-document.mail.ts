import { applicationMail, type MailTemplate } from './mail-message.js';
import { inLanguage, type Worded } from '../../i18n/worded.js';

interface DecisionDocumentParams {
  skuId: string;
  data: Record<string, unknown>;
  /** The signed link to the document (a path on the site). */
  link: string;
  /** How long the link works. */
  minutes: number;
}

const WORDS: Worded<{ subject: string; here(id: string, minutes: number): string; download: string; later: string }> = {
  en: {
    subject: 'your decision document',
    here: (id, minutes) => `here is the link to the decision document of your application ${id}. It works for ${minutes} minutes.`,
    download: 'Download your decision document',
    later: 'Later, download it again from your tracking page with your application number and passport number.',
  },
  fr: {
    subject: 'votre document de décision',
    here: (id, minutes) => `Voici le lien vers le document de décision de votre demande ${id}. Il fonctionne pendant ${minutes} minutes.`,
    download: 'Télécharger votre document de décision',
    later: 'Plus tard, vous pourrez le télécharger à nouveau depuis votre page de suivi avec votre numéro de demande et votre numéro de passeport.',
  },
  de: {
    subject: 'Ihr Entscheidungsdokument',
    here: (id, minutes) => `hier ist der Link zum Entscheidungsdokument Ihres Antrags ${id}. Er ist ${minutes} Minuten lang gültig.`,
    download: 'Entscheidungsdokument herunterladen',
    later: 'Später können Sie es mit Ihrer Antragsnummer und Ihrer Passnummer erneut auf Ihrer Verfolgungsseite herunterladen.',
  },
  es: {
    subject: 'su documento de resolución',
    here: (id, minutes) => `Aquí tiene el enlace al documento de resolución de su solicitud ${id}. Funciona durante ${minutes} minutos.`,
    download: 'Descargar su documento de resolución',
    later: 'Más adelante, puede volver a descargarlo desde su página de seguimiento con su número de solicitud y su número de pasaporte.',
  },
  ru: {
    subject: 'документ с решением',
    // 'мин.' reads right after any number: no plural forms to choose.
    here: (id, minutes) => `Вот ссылка на документ с решением по вашей заявке ${id}. Она действует ${minutes} мин.`,
    download: 'Скачать документ с решением',
    later: 'Позже его можно снова скачать на странице отслеживания по номеру заявки и номеру паспорта.',
  },
  zh: {
    subject: '您的审批结果文件',
    here: (id, minutes) => `这是您的申请 ${id} 的审批结果文件链接，${minutes} 分钟内有效。`,
    download: '下载审批结果文件',
    later: '以后，您可以凭申请编号和护照号码在查询页面再次下载。',
  },
  ar: {
    subject: 'مستند القرار',
    here: (id, minutes) => `إليك رابط مستند القرار الخاص بطلبك ${id}. يعمل الرابط لمدة ${minutes} دقيقة.`,
    download: 'نزّل مستند القرار',
    later: 'يمكنك لاحقًا تنزيله مجددًا من صفحة التتبّع برقم طلبك ورقم جواز سفرك.',
  },
};

/** 'Send it to me again': a fresh link to the decision document, to the address given in the application. */
export const decisionDocumentMail: MailTemplate<DecisionDocumentParams> = ({ skuId, data, link, minutes }, site) => {
  const words = inLanguage(WORDS, site.language);
  return applicationMail({ skuId, data }, site, words.subject, [
    { type: 'text', text: words.here(skuId, minutes) },
    { type: 'action', label: words.download, url: `${site.publicUrl}${link}` },
    { type: 'text', text: words.later },
  ]);
};
