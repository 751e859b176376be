import { applicationMail, type MailTemplate } from './mail-message.js';
import { inLanguage, type Worded } from '../../i18n/worded.js';

interface CorrectionRequestedParams {
  skuId: string;
  data: Record<string, unknown>;
  /** Staff's message, as they wrote it. */
  message: string;
  /** The titles of the fields to correct. */
  fields: string[];
}

const WORDS: Worded<{ subject: string; found: string; correct: string; open: string; only: string }> = {
  en: {
    subject: 'please correct some details',
    found: 'while checking your e-Visa application we found details that need your correction before we can submit it.',
    correct: 'Please correct:',
    open: 'Open your application to correct them',
    only: 'Only these details can be changed; your payment stays as it is. When you are done, send the corrections from the Preview.',
  },
  fr: {
    subject: 'veuillez corriger certaines informations',
    found: 'En vérifiant votre demande d’e-Visa, nous avons trouvé des informations que vous devez corriger avant que nous puissions la transmettre.',
    correct: 'À corriger :',
    open: 'Ouvrir votre demande pour les corriger',
    only: 'Seules ces informations peuvent être modifiées ; votre paiement reste tel quel. Une fois terminé, envoyez les corrections depuis l’Aperçu.',
  },
  de: {
    subject: 'bitte korrigieren Sie einige Angaben',
    found: 'bei der Prüfung Ihres e-Visum-Antrags haben wir Angaben gefunden, die Sie korrigieren müssen, bevor wir ihn einreichen können.',
    correct: 'Bitte korrigieren Sie:',
    open: 'Antrag öffnen und korrigieren',
    only: 'Nur diese Angaben können geändert werden; Ihre Zahlung bleibt, wie sie ist. Wenn Sie fertig sind, senden Sie die Korrekturen aus der Vorschau.',
  },
  es: {
    subject: 'corrija algunos datos',
    found: 'Al revisar su solicitud de e-Visa hemos encontrado datos que debe corregir antes de que podamos presentarla.',
    correct: 'Corrija:',
    open: 'Abrir su solicitud para corregirlos',
    only: 'Solo pueden cambiarse estos datos; su pago no cambia. Cuando termine, envíe las correcciones desde la Vista previa.',
  },
  ru: {
    subject: 'пожалуйста, исправьте некоторые данные',
    found: 'При проверке вашей заявки на электронную визу мы обнаружили данные, которые нужно исправить, прежде чем мы сможем её подать.',
    correct: 'Исправьте, пожалуйста:',
    open: 'Открыть заявку и исправить',
    only: 'Изменить можно только эти данные; ваш платёж остаётся в силе. Когда закончите, отправьте исправления со страницы «Предпросмотр».',
  },
  zh: {
    subject: '请更正部分信息',
    found: '在审核您的电子签证申请时，我们发现有些信息需要您更正后我们才能提交。',
    correct: '请更正：',
    open: '打开申请进行更正',
    only: '只有这些信息可以修改；您的付款保持不变。完成后，请在“预览”页面提交更正。',
  },
  ar: {
    subject: 'يُرجى تصحيح بعض البيانات',
    found: 'أثناء مراجعة طلب تأشيرتك الإلكترونية وجدنا بيانات تحتاج إلى تصحيحك قبل أن نتمكن من تقديمه.',
    correct: 'يُرجى تصحيح:',
    open: 'افتح طلبك لتصحيحها',
    only: 'لا يمكن تغيير سوى هذه البيانات؛ وتبقى دفعتك كما هي. عند الانتهاء، أرسل التصحيحات من صفحة المعاينة.',
  },
};

/** Staff ask the applicant to correct some fields of a paid application; staff's message stays in their words. */
export const correctionRequestedMail: MailTemplate<CorrectionRequestedParams> = ({ skuId, data, message, fields }, site) => {
  const words = inLanguage(WORDS, site.language);
  return applicationMail({ skuId, data }, site, words.subject, [
    { type: 'text', text: words.found },
    { type: 'quote', text: message },
    { type: 'text', text: words.correct },
    { type: 'list', items: fields },
    { type: 'action', label: words.open, url: `${site.publicUrl}/Apply/${skuId}` },
    { type: 'text', text: words.only },
  ]);
};
