import { hasAnswer, meetsCondition, type HeaderField } from '@evisa/forms/browser';
import type { ApplicationRecord } from '../api/applications';
import ApplicationIdNotice from './ApplicationIdNotice';

/**
 * The temporary id, prominent, and the earlier answers the step is about (the step's `ui:options.header`), each
 * shown when answered and when its own condition holds (the tourist duration only for a tourist visa).
 */
export default function ApplicationHeader({ application, header }: { application: ApplicationRecord; header: HeaderField[] }) {
  const rows = header.filter(
    ({ field }) => hasAnswer(application[field.name]) && meetsCondition(field.condition, application),
  );
  return (
    <div className="application-header">
      <ApplicationIdNotice id={application.sku_id} />
      {rows.length > 0 && (
        <dl className="summary-list summary-list--compact" aria-label="Your application">
          {rows.map(({ field, label }) => (
            <div key={field.name} className="summary-list__row">
              <dt>{label}</dt>
              <dd>{String(application[field.name])}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
