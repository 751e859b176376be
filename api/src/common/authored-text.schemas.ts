import { declareBody } from '../contract/contract.js';

/** A text a staff member wrote (an internal note on an application, a reply to an enquiry), with who and when. */
export const AuthoredText = declareBody('AuthoredText', {
  type: 'object',
  required: ['id', 'text', 'user_email', 'created_at'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    text: { type: 'string' },
    user_email: { type: 'string', description: "The author's e-mail" },
    created_at: { type: 'string', format: 'date-time' },
  },
  additionalProperties: false,
});
