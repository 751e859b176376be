import { LIVE_HELP_MESSAGE_MAX } from '@evisa/forms';
import { declareBody, exactObject, NULLABLE_DATE_TIME } from '../contract/contract.js';
import { LIVE_HELP_AUTHORS } from './live-help-message.entity.js';
import { applicationFilter, declareListQuery, ID_FILTER, searchFilter } from '../common/list-query.js';

/** A message's longest text, once trimmed. */
export const MAX_MESSAGE_LENGTH = LIVE_HELP_MESSAGE_MAX;
const DATE_TIME = { type: 'string', format: 'date-time' } as const;
const context = {
  type: 'object',
  required: ['page'],
  properties: {
    page: { type: 'string', maxLength: 200, description: "The site's path the applicant was on, e.g. /Apply4/ABCD..." },
    step: { type: ['string', 'null'], maxLength: 100, description: 'The step id, on a step of the application' },
    field: { type: ['string', 'null'], maxLength: 100, description: 'The field in focus when the panel was opened' },
  },
  additionalProperties: false,
} as const;

const text = { type: 'string', examples: ['Which passport number do I give for my child?'] } as const;
const textErrors = { required: { text: 'Write your question first.' }, properties: { text: 'Write your question first.' } } as const;

/** The first message of a conversation, where the applicant was, and what links it to their application. */
export const LiveHelpStart = declareBody('LiveHelpStart', {
  type: 'object',
  required: ['text', 'context'],
  properties: {
    text,
    context,
    sku_id: { type: ['string', 'null'], description: 'The application being filled in, when there is one' },
    email: {
      type: ['string', 'null'],
      maxLength: 254,
      description: 'Where a reply is e-mailed while the applicant is away (else the application’s)',
    },
  },
  additionalProperties: false,
  errorMessage: textErrors,
});

/** A further message from the applicant, with where they are now. */
export const LiveHelpPost = declareBody('LiveHelpPost', {
  type: 'object',
  required: ['text'],
  properties: { text, context },
  additionalProperties: false,
  errorMessage: textErrors,
});

/** A staff answer. */
export const LiveHelpReply = declareBody('LiveHelpReply', {
  type: 'object',
  required: ['text'],
  properties: { text },
  additionalProperties: false,
  errorMessage: { required: { text: 'Write the reply first.' }, properties: { text: 'Write the reply first.' } },
});

/** A message as the applicant sees it: staff are 'our team', never named. */
export const LiveHelpMessage = declareBody(
  'LiveHelpMessage',
  exactObject({
    id: { type: 'integer', description: 'Ascending: a client asks for, or resumes from, the messages after the last id it has' },
    author: { enum: LIVE_HELP_AUTHORS },
    text: { type: 'string' },
    created_at: DATE_TIME,
  }),
);

const availability = exactObject({
  staffed: { type: 'boolean', description: 'Whether staff answer now (LIVE_HELP_HOURS)' },
  next_staffed_at: { ...NULLABLE_DATE_TIME, description: 'When staff next answer, outside the hours' },
  notice: { type: ['string', 'null'], description: 'What the panel says outside the hours: when someone will answer' },
});

/** Whether someone answers now; outside the hours, when they will. */
export const LiveHelpAvailability = declareBody('LiveHelpAvailability', availability);

/** A conversation as its applicant opens it with its token: the messages after `since`, oldest first. */
export const LiveHelpConversation = declareBody(
  'LiveHelpConversation',
  exactObject({
    token: { type: 'string', description: 'The conversation’s credential: keep it; it opens the conversation again' },
    sku_id: { type: ['string', 'null'] },
    messages: { type: 'array', items: LiveHelpMessage.schema },
    availability,
  }),
);

const staffMessage = exactObject({
  ...LiveHelpMessage.schema.properties,
  context: { anyOf: [context, { type: 'null' }] },
  user_email: { type: ['string', 'null'], description: 'The staff member who answered' },
});

const conversationProperties = {
  id: { type: 'string', format: 'uuid' },
  sku_id: { type: ['string', 'null'], description: 'The application the applicant was filling in' },
  email: { type: ['string', 'null'] },
  context,
  waiting_since: { ...NULLABLE_DATE_TIME, description: 'Unanswered since; null once staff answered the last question' },
  last_message_at: DATE_TIME,
  last_author: { enum: LIVE_HELP_AUTHORS },
  last_text: { type: 'string', description: 'The last message, cut to 200 characters' },
  assignee_id: { type: ['string', 'null'], format: 'uuid' },
  assignee_email: { type: ['string', 'null'] },
  applicant_online: { type: 'boolean', description: 'The applicant has the panel open now' },
  created_at: DATE_TIME,
} as const;

/** A conversation in the staff queue. */
export const LiveHelpQueueItem = declareBody('LiveHelpQueueItem', exactObject(conversationProperties));

/** One conversation for staff: its messages and the enquiries about the same application. */
export const LiveHelpThread = declareBody(
  'LiveHelpThread',
  exactObject({
    ...conversationProperties,
    messages: { type: 'array', items: staffMessage },
    enquiries: {
      type: 'array',
      items: exactObject({ id: { type: 'string', format: 'uuid' }, status: { type: 'string' }, remarks: { type: 'string' }, created_at: DATE_TIME }),
    },
  }),
);

/** A staff message as the console receives it after posting it. */
export const LiveHelpStaffMessage = declareBody('LiveHelpStaffMessage', staffMessage);

/** How many conversations wait for an answer: the console's badge. */
export const LiveHelpWaiting = declareBody('LiveHelpWaiting', exactObject({ waiting: { type: 'integer' } }));

/** Who handles a conversation (react-admin sends the whole record back; only assignee_id may change). */
export const LiveHelpAssignment = declareBody('LiveHelpAssignment', {
  type: 'object',
  properties: { assignee_id: { type: ['string', 'null'] } },
  additionalProperties: true,
});

/** The staff queue's list query. */
export const LiveHelpListQuery = declareListQuery('LiveHelpListFilter', {
  sortable: ['waiting_since', 'last_message_at', 'created_at'],
  defaultSort: 'waiting_since',
  filter: {
    q: searchFilter('the e-mail, the application id or the text of a message'),
    waiting: { type: 'boolean', description: 'true: waiting for an answer; false: answered' },
    assignee_id: { type: 'string', description: "A staff member's id: the conversations assigned to them" },
    sku_id: applicationFilter('its conversations'),
    id: ID_FILTER,
  },
});
