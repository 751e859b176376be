import { reviewStageWords, type ReviewStage } from '@evisa/forms';
import { dearApplicant, trackUrl, type MailTemplate } from './mail-message.js';

/**
 * Where a paid application now stands, in the lookup pages' words, with the link that opens it (to correct it,
 * while corrections are asked for) or its tracking page.
 */
export const reviewStageMail: MailTemplate<{ skuId: string; data: Record<string, unknown>; stage: ReviewStage }> = (
  { skuId, data, stage },
  { publicUrl, business },
) => {
  const { title, text } = reviewStageWords(stage, skuId, business.supportPhone);
  return {
    subject: `Your e-Visa application ${skuId}: ${title}`,
    greeting: dearApplicant(data),
    blocks: [
      { type: 'text', text },
      stage === 'waiting_for_corrections'
        ? { type: 'action', label: 'Open your application to correct it', url: `${publicUrl}/Apply/${skuId}` }
        : { type: 'action', label: 'Follow your application at any time', url: trackUrl(publicUrl, skuId) },
    ],
  };
};
