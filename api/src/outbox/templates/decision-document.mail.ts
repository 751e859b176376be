import { dearApplicant, trackUrl, type MailTemplate } from './mail-message.js';

interface DecisionDocumentParams {
  skuId: string;
  data: Record<string, unknown>;
  /** The signed link to the document (a path on the site). */
  link: string;
  /** How long the link works. */
  minutes: number;
}

/** 'Send it to me again': a fresh link to the decision document, to the address given in the application. */
export const decisionDocumentMail: MailTemplate<DecisionDocumentParams> = ({ skuId, data, link, minutes }, { publicUrl }) => ({
  subject: `Your e-Visa application ${skuId}: your decision document`,
  greeting: dearApplicant(data),
  blocks: [
    { type: 'text', text: `here is the link to the decision document of your application ${skuId}. It works for ${minutes} minutes.` },
    { type: 'action', label: 'Download your decision document', url: `${publicUrl}${link}` },
    {
      type: 'text',
      text: 'Later, download it again from your tracking page with your application number and passport number.',
    },
    { type: 'action', label: 'Follow your application at any time', url: trackUrl(publicUrl, skuId) },
  ],
});
