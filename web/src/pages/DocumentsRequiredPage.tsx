import { Fragment } from 'react';
import { ContentPage } from '../content/ContentPage';
import { PageText, usePageTexts } from '../content/PageText';

const EVERY = ['passport', 'photo', 'email', 'ticket'] as const;
const BY_TYPE = ['business', 'conference', 'medical', 'attendant'] as const;

export function DocumentsRequiredPage() {
  const { t } = usePageTexts('documents');
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      <h2>{t('every.title')}</h2>
      <ul>
        {EVERY.map((item) => (
          <li key={item}>
            <PageText t={t} k={`every.${item}`} />
          </li>
        ))}
      </ul>
      <h2>{t('byType.title')}</h2>
      <dl className="facts">
        {BY_TYPE.map((type) => (
          <Fragment key={type}>
            <dt>{t(`byType.${type}.type`)}</dt>
            <dd>{t(`byType.${type}.text`)}</dd>
          </Fragment>
        ))}
      </dl>
      <p>
        <PageText t={t} k="english" />
      </p>
    </ContentPage>
  );
}
