import { declareBody, exactObject } from '../contract/contract.js';

/** A text a staff member wrote (an internal note on an application, a reply to an enquiry), with who and when. */
export const AuthoredText = declareBody(
  'AuthoredText',
  exactObject({
    id: { type: 'string', format: 'uuid' },
    text: { type: 'string' },
    user_email: { type: 'string', description: "The author's e-mail" },
    created_at: { type: 'string', format: 'date-time' },
  }),
);
