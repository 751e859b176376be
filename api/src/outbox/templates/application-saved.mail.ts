import { dearApplicant, type MailTemplate } from './mail-message.js';

/** create-application: the id that opens the application again. */
export const applicationSavedMail: MailTemplate<{ skuId: string; data: Record<string, unknown> }> = ({ skuId, data }, { publicUrl }) => ({
  subject: `Your e-Visa application ${skuId} is saved`,
  greeting: dearApplicant(data),
  blocks: [
    { type: 'text', text: `your e-Visa application has been saved under the temporary application id ${skuId}.` },
    { type: 'text', text: 'Keep this id: it is the only way to open your application again.' },
    { type: 'action', label: 'Continue your application', url: `${publicUrl}/Apply/${skuId}` },
  ],
});
