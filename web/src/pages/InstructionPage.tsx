import { ContentPage } from '../content/ContentPage';
import { PageText, usePageTexts } from '../content/PageText';

const BEFORE = ['window', 'documents', 'eachTraveller'] as const;
const FILLING = ['names', 'id', 'saved', 'upload', 'pay'] as const;
const AFTER = ['recheck', 'print'] as const;

export function InstructionPage() {
  const { t } = usePageTexts('instruction');
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      <h2>{t('before.title')}</h2>
      <ul>
        {BEFORE.map((item) => (
          <li key={item}>
            <PageText t={t} k={`before.${item}`} />
          </li>
        ))}
      </ul>
      <h2>{t('filling.title')}</h2>
      <ol>
        {FILLING.map((item) => (
          <li key={item}>
            <PageText t={t} k={`filling.${item}`} />
          </li>
        ))}
      </ol>
      <h2>{t('after.title')}</h2>
      <ul>
        {AFTER.map((item) => (
          <li key={item}>{t(`after.${item}`)}</li>
        ))}
      </ul>
    </ContentPage>
  );
}
