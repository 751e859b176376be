import { useId } from 'react';
import type { PreviewRow, PreviewSection as Section } from '@evisa/forms/browser';
import type { Uploader } from '../uploads';
import { PreviewAnswer } from './PreviewAnswer';

/** Questions and answers side by side (stacked on a phone), as a description list. */
export function PreviewRows({ rows, uploader }: { rows: PreviewRow[]; uploader?: Uploader }) {
  if (rows.length === 0) return null;
  return (
    <dl className="summary-list">
      {rows.map((row) => (
        <div key={row.name} className="summary-list__row">
          <dt>{row.title}</dt>
          <dd>
            <PreviewAnswer row={row} uploader={uploader} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface PreviewSectionProps {
  /** A section of previewOf(), with the rows the host shows (the site's printout: the answered ones). */
  section: Pick<Section, 'title' | 'rows' | 'blocks'>;
  /** The level of the section's heading; its blocks' headings are one below. */
  level?: 2 | 3;
  /** Without its own heading, inside a host's card that carries the title (the console). */
  untitled?: boolean;
  uploader?: Uploader;
}

/**
 * One section of the Preview layout (form.json `preview`, laid out by previewOf()): its title, its rows and its
 * blocks under sub-headings (the military block of the occupation). The site's Preview and the console's
 * application page render sections with this, so an applicant and the staff see the same thing.
 */
export function PreviewSection({ section, level = 2, untitled = false, uploader }: PreviewSectionProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const BlockHeading = level === 2 ? 'h3' : 'h4';
  const content = (
    <>
      <PreviewRows rows={section.rows} uploader={uploader} />
      {section.blocks.map((block) => (
        <div key={block.title} className="preview-section__block">
          <BlockHeading className="preview-section__block-title">{block.title}</BlockHeading>
          <PreviewRows rows={block.rows} uploader={uploader} />
        </div>
      ))}
    </>
  );
  if (untitled) return <div className="preview-section">{content}</div>;
  // A region named by its heading: a screen reader lists the sections.
  return (
    <section className="preview-section" aria-labelledby={headingId}>
      <Heading id={headingId} className="preview-section__title">
        {section.title}
      </Heading>
      {content}
    </section>
  );
}
