import { REPLY_TEMPLATE_TITLE_MAX } from '@evisa/forms';
import { declareBody, exactObject } from '../contract/contract.js';
import { REPLY_TEMPLATE_USES } from './reply-template.entity.js';
import { declareListQuery, ID_FILTER, searchFilter } from '../common/list-query.js';

export const MAX_TITLE_LENGTH = REPLY_TEMPLATE_TITLE_MAX;
// As long as the reply or correction message it fills in may be.
export const MAX_TEXT_LENGTH = 5000;

const useProperty = {
  enum: REPLY_TEMPLATE_USES,
  description: 'enquiry: a reply to an enquiry; correction: the message asking an applicant for corrections',
} as const;

/** A saved reply as staff see it. */
export const ReplyTemplateRecord = declareBody(
  'ReplyTemplate',
  exactObject({
    id: { type: 'string', format: 'uuid' },
    title: { type: 'string' },
    text: { type: 'string' },
    use: useProperty,
    updated_by: { type: ['string', 'null'], description: 'The e-mail of the staff member who last saved it' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  }),
);

/**
 * A new saved reply, or changes to one: title, text and use (all three for a new one). react-admin's <Edit> sends the
 * whole record back: a field that is not writable is refused unless it is unchanged (the service compares it).
 */
export const ReplyTemplateWrite = declareBody('ReplyTemplateWrite', {
  type: 'object',
  properties: {
    title: { type: 'string', examples: ['Multiple entries'] },
    text: { type: 'string', examples: ['Yes, the 1-year e-Tourist visa allows multiple entries.'] },
    use: { ...useProperty, errorMessage: `use must be one of ${REPLY_TEMPLATE_USES.join(', ')}` },
  },
  additionalProperties: true,
});

/** The saved replies' list query. */
export const ReplyTemplateListQuery = declareListQuery('ReplyTemplateListFilter', {
  sortable: ['title', 'use', 'created_at', 'updated_at'],
  defaultSort: 'title',
  filter: {
    q: searchFilter('the title or the text'),
    use: { type: 'string', description: `What the replies are for: ${REPLY_TEMPLATE_USES.join(' or ')}` },
    id: ID_FILTER,
  },
});
