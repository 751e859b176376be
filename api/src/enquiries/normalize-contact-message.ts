import { cleanParagraphs, normalizeFormData, normalizePhones } from '@evisa/forms';

/**
 * The contact form's values as they will be stored, before they are checked by its published version: only its
 * `fields`, phone digits, white space tidied. People type them, and a stray space or dash is no reason to refuse a
 * message.
 */
export function normalizeContactMessage(body: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const { remarks, ...values } = Object.fromEntries(fields.map((field) => [field, body[field]]));
  // A phone number typed into a number input arrives as a number.
  if (Number.isSafeInteger(values.contact_no) && Number(values.contact_no) >= 0) values.contact_no = String(values.contact_no);
  // People type phone numbers with +, spaces and dashes: the digits are what is kept, as on the application.
  const normalized: Record<string, unknown> = normalizePhones(normalizeFormData(values), ['contact_no']);
  if (typeof remarks === 'string') {
    // Remarks keep their line breaks for staff to read; everything else goes through the form's normaliser.
    const cleaned = cleanParagraphs(remarks);
    if (cleaned) normalized.remarks = cleaned;
  } else if (remarks !== undefined && remarks !== null) {
    normalized.remarks = remarks;
  }
  return normalized;
}
