import { ContentPage } from '../content/ContentPage';
import { PageText, usePageTexts } from '../content/PageText';

const SERVICES = ['guided', 'recheck', 'urgent', 'support', 'status', 'lost', 'payment'] as const;

export function ServicesPage() {
  const { t } = usePageTexts('services');
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      <ul className="cards">
        {SERVICES.map((service) => (
          <li key={service} className="card">
            <h2>{t(`${service}.title`)}</h2>
            <p>{t(`${service}.text`)}</p>
          </li>
        ))}
      </ul>
      <p>
        <PageText t={t} k="types" />
      </p>
    </ContentPage>
  );
}
