import { normalizeFormData, normalizePhones } from '@evisa/forms';

// Control characters other than line breaks and tabs.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** Remarks keep their line breaks for staff to read; everything else goes through the form's normaliser. */
function normalizeRemarks(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

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
    const cleaned = normalizeRemarks(remarks);
    if (cleaned) normalized.remarks = cleaned;
  } else if (remarks !== undefined && remarks !== null) {
    normalized.remarks = remarks;
  }
  return normalized;
}
