import { getStep, indiaEvisa } from '@evisa/forms/browser';
import type { ApplicationRecord } from '../api/applications';
import ApplicationIdNotice from './ApplicationIdNotice';
import { fieldTitles } from './fieldTitles';

// Spec part 2, section 1: the answers of step 1 every later step shows read-only, in this order.
const HEADER_FIELDS = [
  'Application_Type',
  'Port_Of_Arrival',
  'Visa_Service',
  'Sub_t_Visa_Service',
  'sub_Visa_Service',
  'Nationality',
  'Given_Name',
  'Surname',
];
const TOURIST = 'eTOURIST VISA';

const titles = fieldTitles(getStep(indiaEvisa, indiaEvisa.steps[0]!.id).schema);

/** The temporary id, prominent, and the step-1 answers the later steps are about. */
export default function ApplicationHeader({ application }: { application: ApplicationRecord }) {
  const rows = HEADER_FIELDS.filter(
    (field) =>
      typeof application[field] === 'string' &&
      (field !== 'Sub_t_Visa_Service' || application.Visa_Service === TOURIST),
  );
  return (
    <div className="application-header">
      <ApplicationIdNotice id={application.sku_id} />
      {rows.length > 0 && (
        <dl className="summary-list summary-list--compact" aria-label="Your application">
          {rows.map((field) => (
            <div key={field} className="summary-list__row">
              <dt>{(titles.get(field) ?? field).replace(/ \(exactly as in passport\)$/, '')}</dt>
              <dd>{String(application[field])}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
