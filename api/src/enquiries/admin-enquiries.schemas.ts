import { declareBody, exactObject, NULLABLE_DATE_TIME } from '../contract/contract.js';
import { AuthoredText } from '../common/authored-text.schemas.js';
import { ENQUIRY_STATUSES } from './enquiry.entity.js';
import { applicationFilter, declareListQuery, ID_FILTER, searchFilter } from '../common/list-query.js';

const enquiryProperties = {
  id: { type: 'string', format: 'uuid' },
  Given_Name: { type: 'string' },
  Email: { type: 'string' },
  contact_no: { type: 'string', description: 'Digits only' },
  Nationality: { type: 'string' },
  remarks: { type: 'string', description: 'The message, its line breaks kept' },
  status: { enum: ENQUIRY_STATUSES },
  answered_at: NULLABLE_DATE_TIME,
  answered_by: { type: ['string', 'null'], description: 'The e-mail of the staff member who answered it' },
  sku_id: { type: ['string', 'null'], description: 'The application the message names, when it exists' },
  created_at: { type: 'string', format: 'date-time' },
} as const;

/** A message from the contact form as staff see it in the list. */
export const Enquiry = declareBody('Enquiry', exactObject(enquiryProperties));

/** One enquiry with the replies staff sent, oldest first. */
export const EnquiryWithReplies = declareBody(
  'EnquiryWithReplies',
  exactObject({ ...enquiryProperties, replies: { type: 'array', items: AuthoredText.schema } }),
);

/**
 * An enquiry's new status (ANSWERED records who and when). react-admin sends the whole record back: any other
 * field is refused unless it is unchanged (the service compares it with the stored record).
 */
export const EnquiryStatusWrite = declareBody('EnquiryStatusWrite', {
  type: 'object',
  required: ['status'],
  properties: { status: { enum: ENQUIRY_STATUSES, errorMessage: `status must be one of ${ENQUIRY_STATUSES.join(', ')}` } },
  additionalProperties: true,
  errorMessage: { required: { status: `status must be one of ${ENQUIRY_STATUSES.join(', ')}` } },
});

/** A staff reply, e-mailed to the enquirer (at most 5000 characters once trimmed; the service checks it). */
export const EnquiryReplyRequest = declareBody('EnquiryReplyRequest', {
  type: 'object',
  required: ['text'],
  properties: { text: { type: 'string', examples: ['Yes, the 1-year e-Tourist visa allows multiple entries.'] } },
  additionalProperties: false,
  errorMessage: { required: { text: 'Write the reply first.' }, properties: { text: 'Write the reply first.' } },
});

/** The enquiries' list query. */
export const EnquiryListQuery = declareListQuery('EnquiryListFilter', {
  sortable: ['created_at', 'status', 'answered_at', 'Given_Name', 'Email', 'Nationality'],
  defaultSort: 'created_at',
  filter: {
    q: searchFilter('the name, e-mail, phone, nationality or message'),
    status: { type: 'string', description: 'The enquiries of this status' },
    sku_id: applicationFilter('the enquiries naming it'),
    id: ID_FILTER,
  },
});
