import type { BankAccountConfig } from '../../config/app-config.js';
import { formatMoment } from '../../documents/receipt.js';
import { dearApplicant, type MailTemplate } from './mail-message.js';
import { inLanguage, type Worded } from '../../i18n/worded.js';
import { sharedWords } from './mail-words.js';

/** What the applicant is told about their bank transfer: how to pay, a reminder, that it lapsed, or that it was cancelled. */
export type BankTransferNotice = 'chosen' | 'reminder' | 'short' | 'expired' | 'fee-changed';

export interface BankTransferMailParams {
  skuId: string;
  data: Record<string, unknown>;
  notice: BankTransferNotice;
  /** The transfer: amount with currency (for 'short', what is still due), reference, the account to pay into, the last moment (for 'chosen' and 'reminder'). */
  amount: string;
  reference: string;
  account: BankAccountConfig | undefined;
  due: Date;
}

interface BankTransferWords {
  /** What the subject says after 'Your e-Visa application {id}:'. */
  subjects: Record<BankTransferNotice, string>;
  chosen(id: string, due: string): string;
  short(id: string, due: string): string;
  reminder(id: string, due: string): string;
  expired(id: string, reference: string): string;
  feeChanged(id: string, reference: string): string;
  pay: string;
  amount: string;
  reference: string;
  accountName: string;
  bank: string;
}

const WORDS: Worded<BankTransferWords> = {
  en: {
    subjects: {
      chosen: 'how to pay by bank transfer',
      reminder: 'your bank transfer is still awaited',
      short: 'the rest of your bank transfer is due',
      expired: 'your bank transfer has lapsed',
      'fee-changed': 'your bank transfer was cancelled',
    },
    chosen: (id, due) =>
      `you chose to pay the fee of your e-Visa application ${id} by bank transfer. Please transfer exactly this amount, with the payment reference, by ${due}:`,
    short: (id, due) =>
      `we received less than the fee of your e-Visa application ${id}. Please transfer the rest below, with the same payment reference, by ${due}:`,
    reminder: (id, due) =>
      `we have not yet received your bank transfer for the e-Visa application ${id}. Please transfer it by ${due}, or the transfer lapses and you must pay again:`,
    expired: (id, reference) =>
      `we did not receive your bank transfer (reference ${reference}) for the e-Visa application ${id} in time, so it has lapsed. Please do not send it now; pay again from the payment page.`,
    feeChanged: (id, reference) =>
      `your application ${id} was changed and its fee changed with it, so the pending bank transfer (reference ${reference}) was cancelled. Please do not send it; pay the new fee from the payment page.`,
    pay: 'Open the payment page',
    amount: 'Amount',
    reference: 'Payment reference',
    accountName: 'Account name',
    bank: 'Bank',
  },
  fr: {
    subjects: {
      chosen: 'comment payer par virement bancaire',
      reminder: 'votre virement bancaire est toujours attendu',
      short: 'le solde de votre virement bancaire est dû',
      expired: 'votre virement bancaire a expiré',
      'fee-changed': 'votre virement bancaire a été annulé',
    },
    chosen: (id, due) =>
      `Vous avez choisi de payer les frais de votre demande d’e-Visa ${id} par virement bancaire. Veuillez virer exactement ce montant, avec la référence de paiement, au plus tard le ${due} :`,
    short: (id, due) =>
      `Nous avons reçu moins que les frais de votre demande d’e-Visa ${id}. Veuillez virer le solde ci-dessous, avec la même référence de paiement, au plus tard le ${due} :`,
    reminder: (id, due) =>
      `Nous n’avons pas encore reçu votre virement bancaire pour la demande d’e-Visa ${id}. Veuillez l’effectuer au plus tard le ${due}, sinon le virement expire et vous devrez payer à nouveau :`,
    expired: (id, reference) =>
      `Nous n’avons pas reçu à temps votre virement bancaire (référence ${reference}) pour la demande d’e-Visa ${id} : il a donc expiré. Ne l’envoyez pas maintenant ; payez à nouveau depuis la page de paiement.`,
    feeChanged: (id, reference) =>
      `Votre demande ${id} a été modifiée, et ses frais avec elle : le virement bancaire en attente (référence ${reference}) a donc été annulé. Ne l’envoyez pas ; payez les nouveaux frais depuis la page de paiement.`,
    pay: 'Ouvrir la page de paiement',
    amount: 'Montant',
    reference: 'Référence de paiement',
    accountName: 'Titulaire du compte',
    bank: 'Banque',
  },
  de: {
    subjects: {
      chosen: 'so zahlen Sie per Banküberweisung',
      reminder: 'Ihre Banküberweisung steht noch aus',
      short: 'der Rest Ihrer Banküberweisung ist fällig',
      expired: 'Ihre Banküberweisung ist verfallen',
      'fee-changed': 'Ihre Banküberweisung wurde storniert',
    },
    chosen: (id, due) =>
      `Sie haben gewählt, die Gebühr Ihres e-Visum-Antrags ${id} per Banküberweisung zu bezahlen. Bitte überweisen Sie genau diesen Betrag mit der Zahlungsreferenz bis ${due}:`,
    short: (id, due) =>
      `wir haben weniger als die Gebühr Ihres e-Visum-Antrags ${id} erhalten. Bitte überweisen Sie den unten genannten Rest mit derselben Zahlungsreferenz bis ${due}:`,
    reminder: (id, due) =>
      `wir haben Ihre Banküberweisung für den e-Visum-Antrag ${id} noch nicht erhalten. Bitte überweisen Sie bis ${due}, sonst verfällt die Überweisung und Sie müssen erneut bezahlen:`,
    expired: (id, reference) =>
      `wir haben Ihre Banküberweisung (Referenz ${reference}) für den e-Visum-Antrag ${id} nicht rechtzeitig erhalten, daher ist sie verfallen. Bitte senden Sie sie jetzt nicht mehr, sondern zahlen Sie erneut über die Zahlungsseite.`,
    feeChanged: (id, reference) =>
      `Ihr Antrag ${id} wurde geändert und mit ihm die Gebühr, daher wurde die ausstehende Banküberweisung (Referenz ${reference}) storniert. Bitte senden Sie sie nicht, sondern zahlen Sie die neue Gebühr über die Zahlungsseite.`,
    pay: 'Zahlungsseite öffnen',
    amount: 'Betrag',
    reference: 'Zahlungsreferenz',
    accountName: 'Kontoinhaber',
    bank: 'Bank',
  },
  es: {
    subjects: {
      chosen: 'cómo pagar por transferencia bancaria',
      reminder: 'seguimos esperando su transferencia bancaria',
      short: 'queda pendiente el resto de su transferencia bancaria',
      expired: 'su transferencia bancaria ha caducado',
      'fee-changed': 'su transferencia bancaria ha sido cancelada',
    },
    chosen: (id, due) =>
      `Ha elegido pagar la tasa de su solicitud de e-Visa ${id} por transferencia bancaria. Transfiera exactamente este importe, con la referencia de pago, a más tardar el ${due}:`,
    short: (id, due) =>
      `Hemos recibido menos que la tasa de su solicitud de e-Visa ${id}. Transfiera el resto indicado abajo, con la misma referencia de pago, a más tardar el ${due}:`,
    reminder: (id, due) =>
      `Todavía no hemos recibido su transferencia bancaria para la solicitud de e-Visa ${id}. Realícela a más tardar el ${due}; de lo contrario, caducará y tendrá que pagar de nuevo:`,
    expired: (id, reference) =>
      `No recibimos a tiempo su transferencia bancaria (referencia ${reference}) para la solicitud de e-Visa ${id}, por lo que ha caducado. No la envíe ahora; pague de nuevo desde la página de pago.`,
    feeChanged: (id, reference) =>
      `Su solicitud ${id} se ha modificado y, con ella, su tasa, por lo que la transferencia bancaria pendiente (referencia ${reference}) se ha cancelado. No la envíe; pague la nueva tasa desde la página de pago.`,
    pay: 'Abrir la página de pago',
    amount: 'Importe',
    reference: 'Referencia de pago',
    accountName: 'Titular de la cuenta',
    bank: 'Banco',
  },
  ru: {
    subjects: {
      chosen: 'как оплатить банковским переводом',
      reminder: 'мы всё ещё ждём ваш банковский перевод',
      short: 'нужно доплатить остаток банковским переводом',
      expired: 'срок вашего банковского перевода истёк',
      'fee-changed': 'ваш банковский перевод отменён',
    },
    chosen: (id, due) =>
      `Вы выбрали оплату сбора по заявке на электронную визу ${id} банковским переводом. Переведите ровно эту сумму, указав код платежа, до ${due}:`,
    short: (id, due) =>
      `Мы получили меньше, чем сбор по заявке на электронную визу ${id}. Переведите указанный ниже остаток с тем же кодом платежа до ${due}:`,
    reminder: (id, due) =>
      `Мы ещё не получили ваш банковский перевод по заявке на электронную визу ${id}. Сделайте перевод до ${due}, иначе срок перевода истечёт и оплатить придётся заново:`,
    expired: (id, reference) =>
      `Мы не получили вовремя ваш банковский перевод (код ${reference}) по заявке на электронную визу ${id}, поэтому его срок истёк. Не отправляйте его сейчас; оплатите заново на странице оплаты.`,
    feeChanged: (id, reference) =>
      `Ваша заявка ${id} была изменена, а вместе с ней изменился и сбор, поэтому ожидаемый банковский перевод (код ${reference}) отменён. Не отправляйте его; оплатите новый сбор на странице оплаты.`,
    pay: 'Открыть страницу оплаты',
    amount: 'Сумма',
    reference: 'Код платежа',
    accountName: 'Получатель',
    bank: 'Банк',
  },
  zh: {
    subjects: {
      chosen: '如何通过银行转账付款',
      reminder: '我们仍在等待您的银行转账',
      short: '请补付银行转账的余款',
      expired: '您的银行转账已失效',
      'fee-changed': '您的银行转账已取消',
    },
    chosen: (id, due) => `您选择了通过银行转账支付电子签证申请 ${id} 的费用。请在 ${due} 之前按下列金额准确转账，并注明付款参考号：`,
    short: (id, due) => `我们收到的金额少于电子签证申请 ${id} 的费用。请在 ${due} 之前使用相同的付款参考号转账补足下列余款：`,
    reminder: (id, due) => `我们尚未收到您为电子签证申请 ${id} 进行的银行转账。请在 ${due} 之前完成转账，否则该转账将失效，您需要重新付款：`,
    expired: (id, reference) =>
      `我们未能按时收到您为电子签证申请 ${id} 进行的银行转账（参考号 ${reference}），该转账已失效。请不要再汇出这笔款项；请在付款页面重新付款。`,
    feeChanged: (id, reference) =>
      `您的申请 ${id} 已更改，费用也随之变化，因此待处理的银行转账（参考号 ${reference}）已取消。请不要汇出这笔款项；请在付款页面支付新的费用。`,
    pay: '打开付款页面',
    amount: '金额',
    reference: '付款参考号',
    accountName: '账户名称',
    bank: '银行',
  },
  ar: {
    subjects: {
      chosen: 'كيفية الدفع بالتحويل المصرفي',
      reminder: 'ما زلنا ننتظر تحويلك المصرفي',
      short: 'باقي مبلغ تحويلك المصرفي مستحق',
      expired: 'انتهت صلاحية تحويلك المصرفي',
      'fee-changed': 'تم إلغاء تحويلك المصرفي',
    },
    chosen: (id, due) =>
      `اخترت دفع رسوم طلب تأشيرتك الإلكترونية ${id} بالتحويل المصرفي. يُرجى تحويل هذا المبلغ بالضبط مع مرجع الدفع في موعد أقصاه ${due}:`,
    short: (id, due) =>
      `استلمنا مبلغًا أقل من رسوم طلب تأشيرتك الإلكترونية ${id}. يُرجى تحويل المبلغ المتبقي أدناه مع مرجع الدفع نفسه في موعد أقصاه ${due}:`,
    reminder: (id, due) =>
      `لم نستلم بعد تحويلك المصرفي لطلب التأشيرة الإلكترونية ${id}. يُرجى إجراؤه في موعد أقصاه ${due}، وإلا انتهت صلاحية التحويل وعليك الدفع من جديد:`,
    expired: (id, reference) =>
      `لم نستلم تحويلك المصرفي (المرجع ${reference}) لطلب التأشيرة الإلكترونية ${id} في الوقت المحدد، لذا انتهت صلاحيته. يُرجى عدم إرساله الآن؛ ادفع من جديد من صفحة الدفع.`,
    feeChanged: (id, reference) =>
      `تم تعديل طلبك ${id} وتغيّرت رسومه معه، لذا أُلغي التحويل المصرفي المعلّق (المرجع ${reference}). يُرجى عدم إرساله؛ ادفع الرسوم الجديدة من صفحة الدفع.`,
    pay: 'افتح صفحة الدفع',
    amount: 'المبلغ',
    reference: 'مرجع الدفع',
    accountName: 'اسم الحساب',
    bank: 'البنك',
  },
};

/** The applicant's e-mails about a bank transfer they chose on the payment page, in the application's language. */
export const bankTransferMail: MailTemplate<BankTransferMailParams> = (
  { skuId, data, notice, amount, reference, account, due },
  { publicUrl, language },
) => {
  const words = inLanguage(WORDS, language);
  const pay = { type: 'action' as const, label: words.pay, url: `${publicUrl}/Payment/${skuId}` };
  const rows: Array<[string, string]> = [
    [words.amount, amount],
    [words.reference, reference],
    ...(account
      ? ([
          [words.accountName, account.accountName],
          ['IBAN', account.iban],
          ...(account.bic ? [['BIC', account.bic]] : []),
          ...(account.bankName ? [[words.bank, account.bankName]] : []),
        ] as Array<[string, string]>)
      : []),
  ];
  const by = formatMoment(due, language);
  const blocks =
    notice === 'chosen' || notice === 'reminder' || notice === 'short'
      ? [{ type: 'text' as const, text: words[notice](skuId, by) }, { type: 'facts' as const, rows }, pay]
      : [{ type: 'text' as const, text: notice === 'expired' ? words.expired(skuId, reference) : words.feeChanged(skuId, reference) }, pay];
  return { subject: sharedWords(language).about(skuId, words.subjects[notice]), greeting: dearApplicant(data, language), blocks };
};
