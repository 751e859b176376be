import { dearApplicant, type MailTemplate } from './mail-message.js';

/** The link that confirms an applicant's request to erase their application. */
export const erasureLinkMail: MailTemplate<{ skuId: string; data: Record<string, unknown>; token: string; hours: number }> = (
  { skuId, data, token, hours },
  { publicUrl },
) => ({
  subject: 'Confirm the erasure of your e-Visa application',
  greeting: dearApplicant(data),
  blocks: [
    {
      type: 'text',
      text: `someone (we hope you) asked us to erase your e-Visa application ${skuId} and everything we keep about it: your answers, photograph and documents.`,
    },
    { type: 'text', text: `This cannot be undone. To confirm, open this link within ${hours} hours:` },
    { type: 'action', label: 'Erase my application', url: `${publicUrl}/Erase-My-Data/${token}` },
    { type: 'text', text: 'If you did not ask for this, ignore this e-mail: nothing will be erased.' },
  ],
});
