import { useEffect, useState } from 'react';
import { retentionPeriods, type RetentionPeriods } from '../api/privacy';
import { Accordion, type AccordionSection } from '../content/Accordion';
import { ContentPage } from '../content/ContentPage';
import { PageText, usePageTexts } from '../content/PageText';

/** The policy's sections, in order: keys of the page's texts. */
const SECTIONS = ['responsible', 'collect', 'purpose', 'basis', 'recipients', 'payment', 'retention', 'security', 'rights', 'cookies', 'changes'];

/** The retention periods, as the service is configured to apply them (erased automatically when they end). */
function RetentionText() {
  const { t } = usePageTexts('privacy');
  const days = (count: number) => t('retention.days', { count });
  const [periods, setPeriods] = useState<RetentionPeriods | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    retentionPeriods(controller.signal).then(setPeriods, () => undefined);
    return () => controller.abort();
  }, []);
  if (!periods) {
    return <p>{t('retention.automatic')}</p>;
  }
  return (
    <>
      <p>{t('retention.intro')}</p>
      <ul>
        <li>{t('retention.unpaid', { days: days(periods.unpaid_days) })}</li>
        <li>{t('retention.decided', { days: days(periods.decided_days) })}</li>
        <li>{t('retention.enquiry', { days: days(periods.enquiry_days) })}</li>
      </ul>
      <p>{t('retention.erasure')}</p>
    </>
  );
}

export function PrivacyPolicyPage() {
  const { t } = usePageTexts('privacy');
  const sections: AccordionSection[] = SECTIONS.map((section) => ({
    title: t(`${section}.title`),
    content:
      section === 'retention' ? (
        <RetentionText />
      ) : (
        <p>
          <PageText t={t} k={`${section}.text`} />
        </p>
      ),
  }));
  return (
    <ContentPage title={t('title')} lead={t('lead')} englishPrevails>
      <Accordion sections={sections} firstOpen />
    </ContentPage>
  );
}
