import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { indiaEvisa } from '@evisa/forms/browser';
import { uploadUrl } from '../api/uploads';
import ApplicationIdNotice from '../wizard/ApplicationIdNotice';
import StepProgress from '../wizard/StepProgress';
import { useSavedApplication } from '../wizard/useSavedApplication';
import { allTitles, previewSections, type PreviewRow } from './previewSections';

function Value({ row, titles }: { row: PreviewRow; titles: Map<string, string> }) {
  const { value, upload } = row;
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
                  .map(([field, item]) => `${titles.get(field) ?? field}: ${String(item)}`)
                  .join(', ')
              : String(entry)}
          </li>
        ))}
      </ol>
    );
  }
  return <>{String(value)}</>;
}

/** Confirm Details: the whole application read-only before payment, printable as a clean summary. */
export default function PreviewPage() {
  const { id = '' } = useParams<{ id: string }>();
  const application = useSavedApplication(id);
  const titles = useMemo(() => allTitles(indiaEvisa), []);


  const sections = useMemo(() => (application ? previewSections(indiaEvisa, application) : []), [application]);
  const encoded = encodeURIComponent(id);
  const paid = application?.payment_status === 'COMPLETED';
  const photo = typeof application?.image === 'string' ? application.image : undefined;

  return (
    <section className="preview" aria-labelledby="preview-title">
      <p className="wizard__form-title">{indiaEvisa.title}</p>
      <h1 id="preview-title">Confirm Details</h1>
      <div className="no-print">
        <StepProgress definition={indiaEvisa} current="/Preview" id={id} />
      </div>
      {!application ? (
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
          {sections.map((section) => (
            <section key={section.title} className="preview__section" aria-labelledby={`section-${section.rows[0]!.field}`}>
              <h2 id={`section-${section.rows[0]!.field}`}>{section.title}</h2>
              <dl className="summary-list">
                {section.rows.map((row) => (
                  <div key={row.field} className="summary-list__row">
                    <dt>{row.title}</dt>
                    <dd>
                      <Value row={row} titles={titles} />
                    </dd>
                  </div>
                ))}
              </dl>
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
