import { REFUND_PROCESSING_TIME } from '@evisa/forms';
import { dearApplicant, trackUrl, type MailTemplate } from './mail-message.js';

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

/** A refund PayPal made: how much, what of the payment it leaves, when it arrives. */
export const refundMadeMail: MailTemplate<RefundMadeParams> = ({ skuId, data, amount, refunded, paid, cancelled }, { publicUrl }) => ({
  subject: `Your e-Visa application ${skuId}: refund of ${amount}`,
  greeting: dearApplicant(data),
  blocks: [
    {
      type: 'text',
      text: `we have refunded ${amount} of your payment for the e-Visa application ${skuId}.${cancelled ? ' Your application is cancelled: we will not submit it.' : ''}`,
    },
    {
      type: 'facts',
      rows: [
        ['Refunded now', amount],
        ['Refunded in all', refunded],
        ['Paid', paid],
      ],
    },
    { type: 'text', text: `The refund reaches the card or account you paid with within ${REFUND_PROCESSING_TIME}.` },
    { type: 'action', label: 'Follow your application at any time', url: trackUrl(publicUrl, skuId) },
  ],
});
