import type { ReactNode } from 'react';

export interface AccordionSection {
  title: string;
  content: ReactNode;
}

/** Sections that open and close (native <details>, so keyboard and screen readers work as they expect). */
export function Accordion({ sections, firstOpen = false }: { sections: AccordionSection[]; firstOpen?: boolean }) {
  return (
    <div className="accordion">
      {sections.map((section, index) => (
        <details key={section.title} className="accordion__item" open={firstOpen && index === 0}>
          <summary className="accordion__summary">{section.title}</summary>
          <div className="accordion__content">{section.content}</div>
        </details>
      ))}
    </div>
  );
}
