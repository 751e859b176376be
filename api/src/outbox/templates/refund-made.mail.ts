import { refundProcessingTime } from '@evisa/forms';
import { applicationMail, type MailTemplate } from './mail-message.js';
import { inLanguage, type Worded } from '../../i18n/worded.js';

interface RefundMadeParams {
  skuId: string;
  data: Record<string, unknown>;
  /** This refund, and what was refunded of the payment in all, with its currency (e.g. '42.50 USD'). */
  amount: string;
  refunded: string;
  paid: string;
  /** Whether the refund also ended the application (a cancellation before its submission). */
  cancelled: boolean;
}

interface RefundMadeWords {
  subject(amount: string): string;
  refunded(amount: string, id: string): string;
  cancelled: string;
  now: string;
  inAll: string;
  paid: string;
  reaches(time: string): string;
}

const WORDS: Worded<RefundMadeWords> = {
  en: {
    subject: (amount) => `refund of ${amount}`,
    refunded: (amount, id) => `we have refunded ${amount} of your payment for the e-Visa application ${id}.`,
    cancelled: 'Your application is cancelled: we will not submit it.',
    now: 'Refunded now',
    inAll: 'Refunded in all',
    paid: 'Paid',
    reaches: (time) => `The refund reaches the card or account you paid with within ${time}.`,
  },
  fr: {
    subject: (amount) => `remboursement de ${amount}`,
    refunded: (amount, id) => `Nous vous avons remboursé ${amount} sur votre paiement pour la demande d’e-Visa ${id}.`,
    cancelled: 'Votre demande est annulée : nous ne la transmettrons pas.',
    now: 'Remboursé maintenant',
    inAll: 'Remboursé au total',
    paid: 'Payé',
    reaches: (time) => `Le remboursement arrive sur la carte ou le compte utilisé pour le paiement sous ${time}.`,
  },
  de: {
    subject: (amount) => `Erstattung von ${amount}`,
    refunded: (amount, id) => `wir haben Ihnen ${amount} Ihrer Zahlung für den e-Visum-Antrag ${id} erstattet.`,
    cancelled: 'Ihr Antrag ist storniert: Wir reichen ihn nicht ein.',
    now: 'Jetzt erstattet',
    inAll: 'Insgesamt erstattet',
    paid: 'Bezahlt',
    reaches: (time) => `Die Erstattung geht innerhalb von ${time} auf der Karte oder dem Konto ein, mit der bzw. dem Sie bezahlt haben.`,
  },
  es: {
    subject: (amount) => `reembolso de ${amount}`,
    refunded: (amount, id) => `Le hemos reembolsado ${amount} de su pago de la solicitud de e-Visa ${id}.`,
    cancelled: 'Su solicitud queda cancelada: no la presentaremos.',
    now: 'Reembolsado ahora',
    inAll: 'Reembolsado en total',
    paid: 'Pagado',
    reaches: (time) => `El reembolso llegará a la tarjeta o cuenta con la que pagó en un plazo de ${time}.`,
  },
  ru: {
    subject: (amount) => `возврат ${amount}`,
    refunded: (amount, id) => `Мы вернули ${amount} из вашего платежа по заявке на электронную визу ${id}.`,
    cancelled: 'Ваша заявка аннулирована: мы не будем её подавать.',
    now: 'Возвращено сейчас',
    inAll: 'Возвращено всего',
    paid: 'Оплачено',
    reaches: (time) => `Деньги поступят на карту или счёт, с которых вы платили, в течение ${time}.`,
  },
  zh: {
    subject: (amount) => `退款 ${amount}`,
    refunded: (amount, id) => `我们已从您为电子签证申请 ${id} 支付的款项中退还 ${amount}。`,
    cancelled: '您的申请已取消，我们不会提交。',
    now: '本次退款',
    inAll: '累计退款',
    paid: '已付金额',
    reaches: (time) => `退款将在 ${time}内退回到您付款时使用的银行卡或账户。`,
  },
  ar: {
    subject: (amount) => `استرداد ${amount}`,
    refunded: (amount, id) => `رددنا إليك ${amount} من دفعتك لطلب التأشيرة الإلكترونية ${id}.`,
    cancelled: 'تم إلغاء طلبك: لن نقدّمه.',
    now: 'المسترد الآن',
    inAll: 'إجمالي المسترد',
    paid: 'المدفوع',
    reaches: (time) => `يصل المبلغ المسترد إلى البطاقة أو الحساب الذي دفعت منه خلال ${time}.`,
  },
};

/** A refund PayPal made: how much, what of the payment it leaves, when it arrives. */
export const refundMadeMail: MailTemplate<RefundMadeParams> = ({ skuId, data, amount, refunded, paid, cancelled }, site) => {
  const words = inLanguage(WORDS, site.language);
  return applicationMail({ skuId, data }, site, words.subject(amount), [
    { type: 'text', text: cancelled ? `${words.refunded(amount, skuId)} ${words.cancelled}` : words.refunded(amount, skuId) },
    {
      type: 'facts',
      rows: [
        [words.now, amount],
        [words.inAll, refunded],
        [words.paid, paid],
      ],
    },
    { type: 'text', text: words.reaches(refundProcessingTime(site.language)) },
  ]);
};
