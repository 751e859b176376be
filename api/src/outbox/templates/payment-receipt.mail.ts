import { dearApplicant, trackUrl, type MailTemplate } from './mail-message.js';
import { inLanguage, type Worded } from '../../i18n/worded.js';
import { sharedWords } from './mail-words.js';

interface PaymentReceiptParams {
  skuId: string;
  data: Record<string, unknown>;
  /** The receipt's details, as the receipt PDF lists them (documents/receipt.ts). */
  facts: Array<[string, string]>;
}

const WORDS: Worded<{ subject(id: string): string; received(id: string): string; attached: string; next: string }> = {
  en: {
    subject: (id) => `Payment received for e-Visa application ${id}`,
    received: (id) => `we have received your payment for the e-Visa application ${id}. Thank you.`,
    attached: 'Your receipt and a summary of your application are attached as PDF files. Please keep this e-mail as your receipt.',
    next: 'Our team now rechecks your application and will write to you at this address.',
  },
  fr: {
    subject: (id) => `Paiement reçu pour la demande d’e-Visa ${id}`,
    received: (id) => `Nous avons bien reçu votre paiement pour la demande d’e-Visa ${id}. Merci.`,
    attached: 'Votre reçu et un récapitulatif de votre demande sont joints en PDF. Conservez cet e-mail comme justificatif.',
    next: 'Notre équipe revérifie maintenant votre demande et vous écrira à cette adresse.',
  },
  de: {
    subject: (id) => `Zahlung für den e-Visum-Antrag ${id} erhalten`,
    received: (id) => `wir haben Ihre Zahlung für den e-Visum-Antrag ${id} erhalten. Vielen Dank.`,
    attached: 'Ihre Quittung und eine Zusammenfassung Ihres Antrags sind als PDF angehängt. Bitte bewahren Sie diese E-Mail als Beleg auf.',
    next: 'Unser Team prüft Ihren Antrag jetzt und schreibt Ihnen an diese Adresse.',
  },
  es: {
    subject: (id) => `Pago recibido para la solicitud de e-Visa ${id}`,
    received: (id) => `Hemos recibido su pago de la solicitud de e-Visa ${id}. Gracias.`,
    attached: 'Su recibo y un resumen de su solicitud van adjuntos en PDF. Conserve este correo como justificante.',
    next: 'Nuestro equipo revisa ahora su solicitud y le escribirá a esta dirección.',
  },
  ru: {
    subject: (id) => `Оплата заявки на электронную визу ${id} получена`,
    received: (id) => `Мы получили оплату заявки на электронную визу ${id}. Спасибо.`,
    attached: 'Квитанция и сводка по заявке приложены в формате PDF. Сохраните это письмо как подтверждение оплаты.',
    next: 'Наша команда перепроверит заявку и напишет вам на этот адрес.',
  },
  zh: {
    subject: (id) => `已收到电子签证申请 ${id} 的付款`,
    received: (id) => `我们已收到您为电子签证申请 ${id} 支付的款项。谢谢。`,
    attached: '您的收据和申请摘要已作为 PDF 附件发送。请保留此邮件作为收据。',
    next: '我们的团队现在会复核您的申请，并通过此邮箱与您联系。',
  },
  ar: {
    subject: (id) => `تم استلام الدفعة لطلب التأشيرة الإلكترونية ${id}`,
    received: (id) => `استلمنا دفعتك لطلب التأشيرة الإلكترونية ${id}. شكرًا لك.`,
    attached: 'إيصالك وملخص طلبك مرفقان بصيغة PDF. يُرجى الاحتفاظ بهذه الرسالة إيصالًا.',
    next: 'يراجع فريقنا طلبك الآن وسيراسلك على هذا العنوان.',
  },
};

/** After a capture: the receipt, with the receipt and the application's summary attached as PDFs, in the applicant's language. */
export const paymentReceiptMail: MailTemplate<PaymentReceiptParams> = ({ skuId, data, facts }, { publicUrl, language }) => {
  const words = inLanguage(WORDS, language);
  return {
    subject: words.subject(skuId),
    greeting: dearApplicant(data, language),
    blocks: [
      { type: 'text', text: words.received(skuId) },
      { type: 'facts', rows: facts },
      { type: 'text', text: words.attached },
      { type: 'text', text: words.next },
      { type: 'action', label: sharedWords(language).follow, url: trackUrl(publicUrl, skuId) },
    ],
  };
};
