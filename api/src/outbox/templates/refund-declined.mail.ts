import { dearApplicant, trackUrl, type MailTemplate } from './mail-message.js';

/** A refund request our team declined, with their reason in their words. */
export const refundDeclinedMail: MailTemplate<{ skuId: string; data: Record<string, unknown>; reason: string }> = (
  { skuId, data, reason },
  { publicUrl },
) => ({
  subject: `Your e-Visa application ${skuId}: refund request declined`,
  greeting: dearApplicant(data),
  blocks: [
    { type: 'text', text: `we have looked at your refund request for the e-Visa application ${skuId} and cannot refund the payment:` },
    { type: 'quote', text: reason },
    { type: 'action', label: 'Follow your application at any time', url: trackUrl(publicUrl, skuId) },
  ],
});
