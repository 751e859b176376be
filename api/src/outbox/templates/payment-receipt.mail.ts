import { dearApplicant, trackUrl, type MailTemplate } from './mail-message.js';

interface PaymentReceiptParams {
  skuId: string;
  data: Record<string, unknown>;
  /** The receipt's details, as the receipt PDF lists them (documents/receipt.ts). */
  facts: Array<[string, string]>;
}

/** After a capture: the receipt, with the receipt and the application's summary attached as PDFs. */
export const paymentReceiptMail: MailTemplate<PaymentReceiptParams> = ({ skuId, data, facts }, { publicUrl }) => ({
  subject: `Payment received for e-Visa application ${skuId}`,
  greeting: dearApplicant(data),
  blocks: [
    { type: 'text', text: `we have received your payment for the e-Visa application ${skuId}. Thank you.` },
    { type: 'facts', rows: facts },
    {
      type: 'text',
      text: 'Your receipt and a summary of your application are attached as PDF files. Please keep this e-mail as your receipt.',
    },
    { type: 'text', text: 'Our team now rechecks your application and will write to you at this address.' },
    { type: 'action', label: 'Follow your application at any time', url: trackUrl(publicUrl, skuId) },
  ],
});
