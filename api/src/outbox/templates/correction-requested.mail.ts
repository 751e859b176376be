import { dearApplicant, trackUrl, type MailTemplate } from './mail-message.js';

interface CorrectionRequestedParams {
  skuId: string;
  data: Record<string, unknown>;
  /** Staff's message, as they wrote it. */
  message: string;
  /** The titles of the fields to correct. */
  fields: string[];
}

/** Staff ask the applicant to correct some fields of a paid application. */
export const correctionRequestedMail: MailTemplate<CorrectionRequestedParams> = ({ skuId, data, message, fields }, { publicUrl }) => ({
  subject: `Your e-Visa application ${skuId}: please correct some details`,
  greeting: dearApplicant(data),
  blocks: [
    { type: 'text', text: 'while checking your e-Visa application we found details that need your correction before we can submit it.' },
    { type: 'quote', text: message },
    { type: 'text', text: 'Please correct:' },
    { type: 'list', items: fields },
    { type: 'action', label: 'Open your application to correct them', url: `${publicUrl}/Apply/${skuId}` },
    {
      type: 'text',
      text: 'Only these details can be changed; your payment stays as it is. When you are done, send the corrections from the Preview.',
    },
    { type: 'action', label: 'Follow your application at any time', url: trackUrl(publicUrl, skuId) },
  ],
});
