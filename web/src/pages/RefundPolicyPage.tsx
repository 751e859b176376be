import {
  CANCELLATION_FEE_PERCENT,
  CANCELLATION_WINDOW_MINUTES,
  NO_REFUND_BEFORE_TRAVEL_HOURS,
  REFUND_PROCESSING_TIME,
  REFUND_RULES,
} from '@evisa/forms/browser';
import { ContentPage } from '../content/ContentPage';
import { PageText, usePageTexts } from '../content/PageText';

/** The policy's numbers, as {{hours}}, {{minutes}} and {{percent}} in a translation of its rules. */
const NUMBERS = { hours: NO_REFUND_BEFORE_TRAVEL_HOURS, minutes: CANCELLATION_WINDOW_MINUTES, percent: CANCELLATION_FEE_PERCENT };

/**
 * The published refund policy: its rules are the very ones the server computes a refund with (@evisa/forms), in
 * their English words there; another language's file translates each rule and the processing time.
 */
export function RefundPolicyPage() {
  const { t, i18n } = usePageTexts('refund');
  const translated = i18n.exists('processingTime', { ns: 'refund' });
  return (
    <ContentPage title={t('title')} lead={t('lead')} englishPrevails>
      <h2>{t('when.title')}</h2>
      <p>{t('when.first')}</p>
      <ol>
        {REFUND_RULES.map((rule) => (
          <li key={rule.id}>{translated ? t(`rules.${rule.id}`, NUMBERS) : rule.words}</li>
        ))}
      </ol>
      <h2>{t('ask.title')}</h2>
      <p>
        <PageText t={t} k="ask.text" />
      </p>
      <h2>{t('receive.title')}</h2>
      <p>
        <PageText t={t} k="receive.text" values={{ time: translated ? t('processingTime') : REFUND_PROCESSING_TIME }} />
      </p>
    </ContentPage>
  );
}
