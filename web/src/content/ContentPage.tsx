import type { ReactNode } from 'react';
import { InfoSidebar } from './InfoSidebar';

interface ContentPageProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** A page of information: its text in the right column, the sidebar on the left (below it on a phone). */
export function ContentPage({ title, lead, children }: ContentPageProps) {
  return (
    <div className="content-page">
      <article className="content-page__main prose" aria-labelledby="page-title">
        <h1 id="page-title">{title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </article>
      <InfoSidebar />
    </div>
  );
}
