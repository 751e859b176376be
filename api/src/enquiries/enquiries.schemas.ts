import { declareBody } from '../contract/contract.js';

/**
 * A message of the contact form: its fields are those of the contact form's published version (GET
 * /api/forms/contact), which editors own; that version checks them once normalizeContactMessage has tidied them
 * (phone digits, white space), not this schema.
 */
export const ContactMessage = declareBody('ContactMessage', {
  type: 'object',
  additionalProperties: true,
  description: "Values named as the contact form's published definition names them (GET /api/forms/contact)",
  examples: [
    {
      Given_Name: 'Claire',
      Email: 'claire.martin@example.com',
      contact_no: '33612345678',
      Nationality: 'FRANCE',
      remarks: 'Can I apply for my child on my application?',
    },
  ],
});

/** A success that only says what was done: the contact form's, the erasure requests' and the erasure's. */
export const Acknowledgement = declareBody('Acknowledgement', {
  type: 'object',
  required: ['success', 'status', 'message'],
  properties: { success: { const: true }, status: { const: true }, message: { type: 'string' } },
  additionalProperties: false,
});
