import { declareBody, exactObject } from '../contract/contract.js';
import { declareListQuery, formFilter, ID_FILTER } from '../common/list-query.js';

/** The answers of a form: named as its published definition names its fields (GET /api/forms/{formId}). */
export const FormAnswers = declareBody('FormAnswers', {
  type: 'object',
  additionalProperties: true,
  description: "Values named as the form's published definition names them (GET /api/forms/{formId}); that version's rules check them",
  examples: [{ Order_Number: 'A-1042', Reason: 'The trip was cancelled' }],
});

/** A submission as staff read it. */
export const FormSubmissionRecord = declareBody(
  'FormSubmissionRecord',
  exactObject({
    id: { type: 'string', format: 'uuid' },
    form_id: { type: 'string', examples: ['refund-request'] },
    form_version: { type: 'integer', description: 'The version whose rules checked it' },
    data: { type: 'object', additionalProperties: true, description: 'The answers, by field name' },
    created_at: { type: 'string', format: 'date-time' },
  }),
);

/** The submissions' list query. */
export const FormSubmissionListQuery = declareListQuery('FormSubmissionListFilter', {
  sortable: ['created_at', 'form_id', 'form_version'],
  defaultSort: 'created_at',
  filter: { form_id: formFilter('its submissions'), id: ID_FILTER },
});
