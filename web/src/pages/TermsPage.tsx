import { Fragment } from 'react';
import { ContentPage } from '../content/ContentPage';
import { PageText, usePageTexts } from '../content/PageText';

const SECTIONS = ['services', 'fees', 'responsibilities', 'processing', 'cancellations', 'liability', 'privacy', 'law', 'contact'] as const;

export function TermsPage() {
  const { t } = usePageTexts('terms');
  return (
    <ContentPage title={t('title')} lead={<PageText t={t} k="lead" />} englishPrevails>
      {SECTIONS.map((section) => (
        <Fragment key={section}>
          <h2>{t(`${section}.title`)}</h2>
          <p>
            <PageText t={t} k={`${section}.text`} />
          </p>
        </Fragment>
      ))}
    </ContentPage>
  );
}
