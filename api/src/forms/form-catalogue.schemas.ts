import { FORM_ID_MAX_LENGTH, FORM_ID_PATTERN, FORM_KINDS } from '@evisa/forms';
import { declareBody, exactObject } from '../contract/contract.js';
import { declareListQuery, ID_FILTER, searchFilter } from '../common/list-query.js';

const MAX_TITLE_LENGTH = 200;

const ID_MESSAGE = `id must be lower-case letters and digits, words joined by single dashes (such as refund-request), at most ${FORM_ID_MAX_LENGTH} characters`;

const summary = {
  id: { type: 'string', examples: ['refund-request'], description: 'The form id, also its public address' },
  title: { type: 'string' },
  kind: {
    enum: FORM_KINDS,
    description: 'application: the e-Visa application; enquiry: the contact form (messages land in Enquiries); generic: a form editors made',
  },
  address: { type: 'string', examples: ['/forms/refund-request'], description: 'Where the site serves it' },
  published_version: { type: ['integer', 'null'], description: 'The number of its published version; null while none is' },
  created_by: { type: ['string', 'null'], description: "The editor's e-mail; null for a form shipped with the product" },
  created_at: { type: 'string', format: 'date-time' },
} as const;

/** A form of the catalogue as the console lists it. */
export const FormSummary = declareBody('FormSummary', exactObject(summary));

/** A form just made, with its first draft (which the console opens in the editor). */
export const FormCreated = declareBody(
  'FormCreated',
  exactObject({ ...summary, draft_id: { type: 'string', format: 'uuid', description: 'The id of its first draft (form-definitions)' } }),
);

/** A new generic form: empty, or a copy of another form's published version. */
export const FormCreate = declareBody('FormCreate', {
  type: 'object',
  required: ['id', 'title'],
  properties: {
    id: { type: 'string', pattern: FORM_ID_PATTERN, maxLength: FORM_ID_MAX_LENGTH, examples: ['refund-request'], errorMessage: ID_MESSAGE },
    title: {
      type: 'string',
      minLength: 1,
      maxLength: MAX_TITLE_LENGTH,
      pattern: '\\S',
      examples: ['Refund request'],
      errorMessage: `title must be text of 1 to ${MAX_TITLE_LENGTH} characters`,
    },
    copy_of: {
      type: ['string', 'null'],
      description: "The id of a form whose published version the new form's first draft copies; empty or null: an empty form",
      examples: ['contact'],
      errorMessage: 'copy_of must be the id of a form',
    },
  },
  additionalProperties: false,
  errorMessage: { required: { id: ID_MESSAGE, title: 'title is required' } },
});

/** The catalogue's list query. */
export const FormListQuery = declareListQuery('FormListFilter', {
  sortable: ['id', 'title', 'kind', 'created_at'],
  defaultSort: 'created_at',
  filter: {
    q: searchFilter('the id or the title'),
    kind: { type: 'string', description: 'The forms of this kind' },
    id: ID_FILTER,
  },
});
