import { reviewStageWords, type ReviewStage } from '@evisa/forms';
import { dearApplicant, trackUrl, type MailTemplate } from './mail-message.js';
import { inLanguage, type Worded } from '../../i18n/worded.js';
import { sharedWords } from './mail-words.js';

const OPEN_TO_CORRECT: Worded<string> = {
  en: 'Open your application to correct it',
  fr: 'Ouvrir votre demande pour la corriger',
  de: 'Antrag öffnen und korrigieren',
  es: 'Abrir su solicitud para corregirla',
  ru: 'Открыть заявку и исправить',
  zh: '打开申请进行更正',
  ar: 'افتح طلبك لتصحيحه',
};

/**
 * Where a paid application now stands, in the lookup pages' words (in the application's language), with the link
 * that opens it (to correct it, while corrections are asked for) or its tracking page.
 */
export const reviewStageMail: MailTemplate<{ skuId: string; data: Record<string, unknown>; stage: ReviewStage }> = (
  { skuId, data, stage },
  { publicUrl, business, language },
) => {
  const { title, text } = reviewStageWords(stage, skuId, business.supportPhone, language);
  const shared = sharedWords(language);
  return {
    subject: shared.about(skuId, title),
    greeting: dearApplicant(data, language),
    blocks: [
      { type: 'text', text },
      stage === 'waiting_for_corrections'
        ? { type: 'action', label: inLanguage(OPEN_TO_CORRECT, language), url: `${publicUrl}/Apply/${skuId}` }
        : { type: 'action', label: shared.follow, url: trackUrl(publicUrl, skuId) },
    ],
  };
};
