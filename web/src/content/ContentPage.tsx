import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SOURCE_LANGUAGE } from '@evisa/forms/languages';
import { InfoSidebar } from './InfoSidebar';

interface ContentPageProps {
  title: string;
  lead?: ReactNode;
  /** A legal text: its translations say that the English version prevails. */
  englishPrevails?: boolean;
  children: ReactNode;
}

/** A page of information: its text in the right column, the sidebar on the left (below it on a phone). */
export function ContentPage({ title, lead, englishPrevails = false, children }: ContentPageProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="content-page">
      <article className="content-page__main prose" aria-labelledby="page-title">
        <h1 id="page-title">{title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {englishPrevails && i18n.resolvedLanguage !== SOURCE_LANGUAGE && <p className="notice notice--info">{t('content.englishPrevails')}</p>}
        {children}
      </article>
      <InfoSidebar />
    </div>
  );
}
