import { applicationMail, type MailTemplate } from './mail-message.js';
import { inLanguage, type Worded } from '../../i18n/worded.js';

const WORDS: Worded<{ subject: string; looked(id: string): string }> = {
  en: {
    subject: 'refund request declined',
    looked: (id) => `we have looked at your refund request for the e-Visa application ${id} and cannot refund the payment:`,
  },
  fr: {
    subject: 'demande de remboursement refusée',
    looked: (id) => `Nous avons examiné votre demande de remboursement pour la demande d’e-Visa ${id} et ne pouvons pas rembourser le paiement :`,
  },
  de: {
    subject: 'Erstattungsantrag abgelehnt',
    looked: (id) => `wir haben Ihren Erstattungsantrag für den e-Visum-Antrag ${id} geprüft und können die Zahlung nicht erstatten:`,
  },
  es: {
    subject: 'solicitud de reembolso denegada',
    looked: (id) => `Hemos revisado su solicitud de reembolso de la solicitud de e-Visa ${id} y no podemos reembolsar el pago:`,
  },
  ru: {
    subject: 'в возврате средств отказано',
    looked: (id) => `Мы рассмотрели ваш запрос на возврат средств по заявке на электронную визу ${id} и не можем вернуть платёж:`,
  },
  zh: {
    subject: '退款申请被拒绝',
    looked: (id) => `我们已审阅您就电子签证申请 ${id} 提出的退款申请，无法退还该笔付款：`,
  },
  ar: {
    subject: 'رُفض طلب الاسترداد',
    looked: (id) => `راجعنا طلب استرداد المبلغ الخاص بطلب التأشيرة الإلكترونية ${id} ولا يمكننا رد الدفعة:`,
  },
};

/** A refund request our team declined, with their reason in their words. */
export const refundDeclinedMail: MailTemplate<{ skuId: string; data: Record<string, unknown>; reason: string }> = ({ skuId, data, reason }, site) => {
  const words = inLanguage(WORDS, site.language);
  return applicationMail({ skuId, data }, site, words.subject, [
    { type: 'text', text: words.looked(skuId) },
    { type: 'quote', text: reason },
  ]);
};
