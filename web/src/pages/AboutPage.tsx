import { ContentPage } from '../content/ContentPage';
import { PageText, usePageTexts } from '../content/PageText';

const WHAT_WE_DO = ['form', 'recheck', 'support', 'status'] as const;

export function AboutPage() {
  const { t } = usePageTexts('about');
  return (
    <ContentPage title={t('title')} lead={<PageText t={t} k="lead" />}>
      <h2>{t('who.title')}</h2>
      <p>
        <PageText t={t} k="who.text" />
      </p>
      <h2>{t('what.title')}</h2>
      <ul>
        {WHAT_WE_DO.map((item) => (
          <li key={item}>{t(`what.${item}`)}</li>
        ))}
      </ul>
      <h2>{t('how.title')}</h2>
      <p>
        <PageText t={t} k="how.text" />
      </p>
    </ContentPage>
  );
}
