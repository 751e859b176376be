import { fieldNames, uploadFields, type FormDefinition } from '@evisa/forms/browser';
import { fieldTitles } from '../wizard/fieldTitles';

export interface PreviewRow {
  field: string;
  title: string;
  value: unknown;
  upload?: 'photo' | 'document';
}

export interface PreviewSection {
  title: string;
  rows: PreviewRow[];
}

type Matcher = (field: string, stepId: string) => boolean;

const oneOf = (...names: string[]): Matcher => (field) => names.includes(field);
const prefixed = (pattern: RegExp): Matcher => (field) => pattern.test(field);

// Spec part 2, 'Preview': the sections in the order shown. A field goes to the first section of MATCH_ORDER that
// claims it; what the sections do not name falls to "Applicant Details" (steps 1 and 2) or to the purpose block
// (step 4), so a field added to the definition still shows. Upload fields (the definition's `upload` annotation)
// go to 'Photograph and documents'.
const APPLICANT = 'Applicant Details';
const PURPOSE = 'purpose';
const DISPLAY_ORDER = [
  APPLICANT,
  'Passport Details',
  "Applicant's Address Details",
  'Father Details',
  'Mother Details',
  'Spouse Detail',
  'Professional/Occupation Details',
  'Details of VISA Sought',
  'Previous Visa details',
  PURPOSE,
  'Other Information',
  'SAARC Country Visit',
  'Reference',
  'Photograph and documents',
  'Additional Question Details',
];
const MATCH_ORDER: Array<[string, Matcher]> = [
  [
    'Passport Details',
    prefixed(/^(Passport_Type|Passport_Number|Place_of_Issue|Date_of_Issue|Date_of_Expiry|Any_other_valid_Passport_Certificate|Country_of_Issue|Passport_No|Other_passport_\w+|Nationality_mentioned_therein)$/),
  ],
  [
    'Details of VISA Sought',
    oneOf('Visa_Service', 'Sub_t_Visa_Service', 'sub_Visa_Service', 'Port_Of_Arrival', 'Expected_Date_of_Arrival', 'Places_to_be_visited', 'Places_to_be_visited_line_2', 'Expected_Port_of_Exit_from_India'),
  ],
  ["Applicant's Address Details", prefixed(/^(Present|Permanent)_/)],
  ['Father Details', prefixed(/^Father_/)],
  ['Mother Details', prefixed(/^Mother_/)],
  // The spouse block shows only for a married applicant; the status itself and the grandparents' question are the
  // applicant's own answers.
  [APPLICANT, prefixed(/^(Applicant_Marital_Status|Grandparent_\w+)$/)],
  ['Spouse Detail', prefixed(/^spouse_/)],
  ['Professional/Occupation Details', prefixed(/^(applicant_\w+|Are_you_Military_Security|Military_\w+)$/)],
  ['Previous Visa details', prefixed(/^(Have_you_ever_visited_India_before|India_before_\w+|Has_permission_\w+)$/)],
  ['Other Information', oneOf('Counties_Visited_in_Last_ten_Years')],
  ['SAARC Country Visit', oneOf('visited_SAARC_countries', 'saarc_countries')],
  ['Reference', prefixed(/^Reference_/)],
  ['Additional Question Details', prefixed(/^question_/)],
];
// Not shown: the repeated e-mail, and the address the server records.
const HIDDEN = new Set(['ConfirmEmail', 'user_IP']);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The fields of every step in form order (the uiSchema's order, then the rest), with the step each belongs to. */
function orderedFields(definition: FormDefinition): Array<{ field: string; stepId: string }> {
  const seen = new Set<string>();
  const fields: Array<{ field: string; stepId: string }> = [];
  for (const step of definition.steps) {
    const names = fieldNames(step.schema);
    const order = Array.isArray(step.uiSchema['ui:order']) ? (step.uiSchema['ui:order'] as string[]) : [];
    for (const field of [...order.filter((name) => names.has(name)), ...names]) {
      if (seen.has(field)) continue;
      seen.add(field);
      fields.push({ field, stepId: step.id });
    }
  }
  return fields;
}

/**
 * The read-only sections of the preview for an application. Only answered fields show: the API drops the answers
 * of branches that no longer apply (a SINGLE applicant's spouse, the details of a No), so a section with nothing
 * to show, such as Spouse Detail for a single applicant, is left out.
 */
export function previewSections(definition: FormDefinition, application: Record<string, unknown>): PreviewSection[] {
  const titles = allTitles(definition);
  const uploads = new Map(definition.steps.flatMap(uploadFields).map((upload) => [upload.field, upload.kind]));
  const [firstStep, secondStep] = definition.steps;
  const bySection = new Map<string, PreviewRow[]>();
  for (const { field, stepId } of orderedFields(definition)) {
    if (HIDDEN.has(field) || isEmpty(application[field])) continue;
    const upload = uploads.get(field);
    const section = upload
      ? 'Photograph and documents'
      : (MATCH_ORDER.find(([, matches]) => matches(field, stepId))?.[0] ??
        (stepId === firstStep?.id || stepId === secondStep?.id ? APPLICANT : PURPOSE));
    const rows = bySection.get(section) ?? [];
    rows.push({ field, title: titles.get(field) ?? field.replace(/_/g, ' '), value: application[field], upload });
    bySection.set(section, rows);
  }
  const purpose = typeof application.sub_Visa_Service === 'string' ? application.sub_Visa_Service : 'purpose of visit';
  return DISPLAY_ORDER.filter((title) => bySection.has(title)).map((title) => ({
    title: title === PURPOSE ? `Details of ${purpose}` : title,
    rows: bySection.get(title)!,
  }));
}

/** The title of every field of the definition, those of list entries (SAARC visits) included. */
export function allTitles(definition: FormDefinition): Map<string, string> {
  return new Map(definition.steps.flatMap((step) => [...fieldTitles(step.schema)]));
}
