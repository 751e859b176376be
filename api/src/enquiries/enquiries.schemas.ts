import { contactForm } from '@evisa/forms';
import type { JSONSchema } from 'json-schema-to-ts';
import { declareBody, type DeclaredBody } from '../contract/contract.js';

/**
 * A message of the contact form: the contact form's own schema (forms/contact), which checks the values once
 * normalizeContactMessage has tidied them (phone digits, white space).
 */
export const ContactMessage: DeclaredBody = declareBody('ContactMessage', {
  ...(contactForm.schema as JSONSchema & object),
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
