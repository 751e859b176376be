import type { PaymentMethod, TransactionFact } from '../payments/payment-methods.js';
import { inLanguage, type Worded } from '../i18n/worded.js';

/** The words of the receipt (PDF and e-mail) and the summary PDF; the answers themselves stay as they were given. */
interface DocumentWords {
  receipt: string;
  receiptSubtitle(id: string, paid: string): string;
  paidThrough: string;
  applicationId: string;
  applicant: string;
  visaFee: string;
  surcharge(method: string): string;
  amountPaid: string;
  dateOfPayment: string;
  paidBy: string;
  methods: Record<PaymentMethod, string>;
  transaction: Record<TransactionFact, string>;
  summary: string;
  summarySubtitle(form: string, id: string): string;
  photoUploaded: string;
  fileUploaded: string;
}

const WORDS: Worded<DocumentWords> = {
  en: {
    receipt: 'Receipt',
    receiptSubtitle: (id, paid) => `e-Visa application ${id} · paid ${paid}`,
    paidThrough: 'Paid through PayPal. Please keep this receipt with your application id.',
    applicationId: 'Application id',
    applicant: 'Applicant',
    visaFee: 'Visa fee',
    surcharge: (method) => `Surcharge (${method})`,
    amountPaid: 'Amount paid',
    dateOfPayment: 'Date of payment',
    paidBy: 'Paid by',
    methods: { paypal: 'PayPal', card: 'Card', bank_transfer: 'Bank transfer' },
    transaction: {
      paypal_capture: 'Transaction id (PayPal)',
      card_capture: 'Transaction id (card, through PayPal)',
      paypal_order: 'PayPal order',
      payment_reference: 'Payment reference',
      bank_transaction: 'Bank transaction',
    },
    summary: 'Application summary',
    summarySubtitle: (form, id) => `${form} · application id ${id}`,
    photoUploaded: 'Photograph uploaded',
    fileUploaded: 'File uploaded',
  },
  fr: {
    receipt: 'Reçu',
    receiptSubtitle: (id, paid) => `Demande d’e-Visa ${id} · payée le ${paid}`,
    paidThrough: 'Payé via PayPal. Conservez ce reçu avec votre numéro de demande.',
    applicationId: 'Numéro de demande',
    applicant: 'Demandeur',
    visaFee: 'Frais de visa',
    surcharge: (method) => `Supplément (${method})`,
    amountPaid: 'Montant payé',
    dateOfPayment: 'Date du paiement',
    paidBy: 'Payé par',
    methods: { paypal: 'PayPal', card: 'Carte', bank_transfer: 'Virement bancaire' },
    transaction: {
      paypal_capture: 'Identifiant de transaction (PayPal)',
      card_capture: 'Identifiant de transaction (carte, via PayPal)',
      paypal_order: 'Commande PayPal',
      payment_reference: 'Référence de paiement',
      bank_transaction: 'Opération bancaire',
    },
    summary: 'Récapitulatif de la demande',
    summarySubtitle: (form, id) => `${form} · numéro de demande ${id}`,
    photoUploaded: 'Photo envoyée',
    fileUploaded: 'Fichier envoyé',
  },
  de: {
    receipt: 'Quittung',
    receiptSubtitle: (id, paid) => `e-Visum-Antrag ${id} · bezahlt am ${paid}`,
    paidThrough: 'Bezahlt über PayPal. Bitte bewahren Sie diese Quittung mit Ihrer Antragsnummer auf.',
    applicationId: 'Antragsnummer',
    applicant: 'Antragsteller',
    visaFee: 'Visumgebühr',
    surcharge: (method) => `Zuschlag (${method})`,
    amountPaid: 'Bezahlter Betrag',
    dateOfPayment: 'Zahlungsdatum',
    paidBy: 'Bezahlt per',
    methods: { paypal: 'PayPal', card: 'Karte', bank_transfer: 'Banküberweisung' },
    transaction: {
      paypal_capture: 'Transaktionsnummer (PayPal)',
      card_capture: 'Transaktionsnummer (Karte, über PayPal)',
      paypal_order: 'PayPal-Bestellung',
      payment_reference: 'Zahlungsreferenz',
      bank_transaction: 'Banktransaktion',
    },
    summary: 'Antragszusammenfassung',
    summarySubtitle: (form, id) => `${form} · Antragsnummer ${id}`,
    photoUploaded: 'Foto hochgeladen',
    fileUploaded: 'Datei hochgeladen',
  },
  es: {
    receipt: 'Recibo',
    receiptSubtitle: (id, paid) => `Solicitud de e-Visa ${id} · pagada el ${paid}`,
    paidThrough: 'Pagado a través de PayPal. Conserve este recibo junto con su número de solicitud.',
    applicationId: 'Número de solicitud',
    applicant: 'Solicitante',
    visaFee: 'Tasa del visado',
    surcharge: (method) => `Recargo (${method})`,
    amountPaid: 'Importe pagado',
    dateOfPayment: 'Fecha de pago',
    paidBy: 'Pagado con',
    methods: { paypal: 'PayPal', card: 'Tarjeta', bank_transfer: 'Transferencia bancaria' },
    transaction: {
      paypal_capture: 'Id. de transacción (PayPal)',
      card_capture: 'Id. de transacción (tarjeta, a través de PayPal)',
      paypal_order: 'Pedido de PayPal',
      payment_reference: 'Referencia de pago',
      bank_transaction: 'Operación bancaria',
    },
    summary: 'Resumen de la solicitud',
    summarySubtitle: (form, id) => `${form} · número de solicitud ${id}`,
    photoUploaded: 'Fotografía subida',
    fileUploaded: 'Archivo subido',
  },
  ru: {
    receipt: 'Квитанция',
    receiptSubtitle: (id, paid) => `Заявка на электронную визу ${id} · оплачена ${paid}`,
    paidThrough: 'Оплачено через PayPal. Сохраните эту квитанцию вместе с номером заявки.',
    applicationId: 'Номер заявки',
    applicant: 'Заявитель',
    visaFee: 'Визовый сбор',
    surcharge: (method) => `Доплата (${method})`,
    amountPaid: 'Оплаченная сумма',
    dateOfPayment: 'Дата оплаты',
    paidBy: 'Способ оплаты',
    methods: { paypal: 'PayPal', card: 'Карта', bank_transfer: 'Банковский перевод' },
    transaction: {
      paypal_capture: 'Номер транзакции (PayPal)',
      card_capture: 'Номер транзакции (карта, через PayPal)',
      paypal_order: 'Заказ PayPal',
      payment_reference: 'Код платежа',
      bank_transaction: 'Банковская операция',
    },
    summary: 'Сводка по заявке',
    summarySubtitle: (form, id) => `${form} · номер заявки ${id}`,
    photoUploaded: 'Фотография загружена',
    fileUploaded: 'Файл загружен',
  },
  zh: {
    receipt: '收据',
    receiptSubtitle: (id, paid) => `电子签证申请 ${id} · 付款时间 ${paid}`,
    paidThrough: '通过 PayPal 支付。请将此收据与您的申请编号一并保存。',
    applicationId: '申请编号',
    applicant: '申请人',
    visaFee: '签证费',
    surcharge: (method) => `附加费（${method}）`,
    amountPaid: '支付金额',
    dateOfPayment: '付款日期',
    paidBy: '付款方式',
    methods: { paypal: 'PayPal', card: '银行卡', bank_transfer: '银行转账' },
    transaction: {
      paypal_capture: '交易编号（PayPal）',
      card_capture: '交易编号（银行卡，经由 PayPal）',
      paypal_order: 'PayPal 订单',
      payment_reference: '付款参考号',
      bank_transaction: '银行交易',
    },
    summary: '申请摘要',
    summarySubtitle: (form, id) => `${form} · 申请编号 ${id}`,
    photoUploaded: '照片已上传',
    fileUploaded: '文件已上传',
  },
  ar: {
    receipt: 'إيصال',
    receiptSubtitle: (id, paid) => `طلب التأشيرة الإلكترونية ${id} · دُفع في ${paid}`,
    paidThrough: 'تم الدفع عبر PayPal. يُرجى الاحتفاظ بهذا الإيصال مع رقم طلبك.',
    applicationId: 'رقم الطلب',
    applicant: 'مقدّم الطلب',
    visaFee: 'رسوم التأشيرة',
    surcharge: (method) => `رسوم إضافية (${method})`,
    amountPaid: 'المبلغ المدفوع',
    dateOfPayment: 'تاريخ الدفع',
    paidBy: 'طريقة الدفع',
    methods: { paypal: 'PayPal', card: 'بطاقة', bank_transfer: 'تحويل مصرفي' },
    transaction: {
      paypal_capture: 'رقم المعاملة (PayPal)',
      card_capture: 'رقم المعاملة (بطاقة، عبر PayPal)',
      paypal_order: 'طلب PayPal',
      payment_reference: 'مرجع الدفع',
      bank_transaction: 'المعاملة المصرفية',
    },
    summary: 'ملخص الطلب',
    summarySubtitle: (form, id) => `${form} · رقم الطلب ${id}`,
    photoUploaded: 'تم رفع الصورة',
    fileUploaded: 'تم رفع الملف',
  },
};

/** The documents' own words in `language` (English when it is none of the site's). */
export const documentWords = (language: string | undefined): DocumentWords => inLanguage(WORDS, language);
