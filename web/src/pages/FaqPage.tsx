import { ContentPage } from '../content/ContentPage';
import { Accordion } from '../content/Accordion';
import { PageText, usePageTexts } from '../content/PageText';
import { DesignatedPorts } from '../definition/DesignatedPorts';

/** The groups of questions, in order, each with its questions: keys of the page's texts. */
const GROUPS = [
  { id: 'general', questions: ['government', 'why'] },
  { id: 'evisa', questions: ['who', 'validity', 'perYear'] },
  { id: 'process', questions: ['later', 'photo', 'change'] },
  { id: 'fees', questions: ['cost', 'pay', 'refund'] },
  { id: 'travel', questions: ['where', 'secondEntry', 'carry'] },
  { id: 'contact', questions: ['reach'] },
];

const PORTS = { ports: <DesignatedPorts /> };

export function FaqPage() {
  const { t } = usePageTexts('faq');
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      {GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={`faq-${group.id}`}>
          <h2 id={`faq-${group.id}`}>{t(`${group.id}.title`)}</h2>
          <Accordion
            sections={group.questions.map((question) => ({
              title: t(`${group.id}.${question}.q`),
              content: (
                <p>
                  <PageText t={t} k={`${group.id}.${question}.a`} components={PORTS} />
                </p>
              ),
            }))}
          />
        </section>
      ))}
    </ContentPage>
  );
}
