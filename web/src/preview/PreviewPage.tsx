import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { hasAnswer, previewOf, type PreviewRow } from '@evisa/forms/browser';
import { uploadUrl } from '@evisa/form-ui';
import LoadProblem from '../definition/LoadProblem';
import { useApplicationDefinition } from '../definition/useDefinition';
import ApplicationIdNotice from '../wizard/ApplicationIdNotice';
import StepProgress from '../wizard/StepProgress';
import { useSavedApplication } from '../wizard/useSavedApplication';

function Value({ row }: { row: PreviewRow }) {
  const { value } = row;
  const upload = row.field?.upload;
  const entryTitles = new Map(row.field?.entries?.map((entry) => [entry.name, entry.title]));
  if (upload && typeof value === 'string') {
    return (
      <a href={uploadUrl(value)} target="_blank" rel="noopener">
        View the uploaded {upload === 'photo' ? 'photograph' : 'file'}
      </a>
    );
  }
  if (typeof value === 'boolean') return <>{value ? 'Yes' : 'No'}</>;
  if (Array.isArray(value)) {
    return (
      <ol className="preview__entries">
        {value.map((entry, index) => (
          <li key={index}>
            {entry !== null && typeof entry === 'object'
              ? Object.entries(entry as Record<string, unknown>)
                  .map(([field, item]) => `${entryTitles.get(field) ?? field}: ${String(item)}`)
                  .join(', ')
              : String(entry)}
          </li>
        ))}
      </ol>
    );
  }
  return <>{String(value)}</>;
}

function SummaryList({ rows }: { rows: PreviewRow[] }) {
  if (rows.length === 0) return null;
  return (
    <dl className="summary-list">
      {rows.map((row) => (
        <div key={row.name} className="summary-list__row">
          <dt>{row.title}</dt>
          <dd>
            <Value row={row} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Confirm Details: the whole application read-only before payment, printable as a clean summary, laid out by the
 * definition's Preview layout.
 */
export default function PreviewPage() {
  const { id = '' } = useParams<{ id: string }>();
  const application = useSavedApplication(id);
  // Laid out by the Preview layout of the application's own version of the form.
  const definition = useApplicationDefinition(application);
  const ready = definition.state === 'ready' ? definition.value : undefined;
  const preview = useMemo(() => (application && ready ? previewOf(ready, application) : undefined), [application, ready]);
  // The answered rows of each section (a printout shows nothing to fill in), and the sections that have one.
  const sections = (preview?.sections ?? [])
    .map((section) => ({
      ...section,
      rows: section.rows.filter((row) => hasAnswer(row.value)),
      blocks: section.blocks.map((block) => ({ ...block, rows: block.rows.filter((row) => hasAnswer(row.value)) })).filter((block) => block.rows.length > 0),
    }))
    .filter((section) => section.rows.length > 0 || section.blocks.length > 0);
  const encoded = encodeURIComponent(id);
  const paid = application?.payment_status === 'COMPLETED';
  const photoValue = preview?.uploads.find((row) => row.field?.upload === 'photo')?.value;
  const photo = typeof photoValue === 'string' ? photoValue : undefined;

  return (
    <section className="preview" aria-labelledby="preview-title">
      {ready && <p className="wizard__form-title">{ready.title}</p>}
      <h1 id="preview-title">Confirm Details</h1>
      {ready && (
        <div className="no-print">
          <StepProgress definition={ready} current="/Preview" id={id} />
        </div>
      )}
      {definition.state === 'failed' ? (
        <LoadProblem what="the application form" retry={definition.retry} />
      ) : !application || !preview ? (
        <p role="status" className="loading">
          Loading your application…
        </p>
      ) : (
        <>
          <p className="notice notice--warning">
            Please check every detail carefully. Wrong or false information may lead to legal action, including
            refusal of entry into India or deportation.
          </p>
          <div className="preview__top">
            <ApplicationIdNotice id={application.sku_id} />
            {photo && (
              <img className="preview__photo" src={uploadUrl(photo)} alt="Your photograph" width={140} height={140} />
            )}
          </div>
          {sections.map((section, index) => (
            <section key={section.key} className="preview__section" aria-labelledby={`preview-section-${index}`}>
              <h2 id={`preview-section-${index}`}>{section.title}</h2>
              <SummaryList rows={section.rows} />
              {section.blocks.map((block) => (
                <div key={block.title} className="preview__block">
                  <h3>{block.title}</h3>
                  <SummaryList rows={block.rows} />
                </div>
              ))}
            </section>
          ))}
          {paid && (
            <p className="notice notice--success" role="status">
              This application has been paid. It is being checked by our team and can no longer be changed.
            </p>
          )}
          <div className="preview__actions no-print">
            <button type="button" className="button button--secondary" onClick={() => window.print()}>
              Print this summary
            </button>
            {!paid && (
              <>
                <Link className="button button--secondary" to={`/Apply/${encoded}`}>
                  Modify
                </Link>
                <Link className="button button--primary" to={`/Payment/${encoded}`}>
                  Save And Continue
                </Link>
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}
