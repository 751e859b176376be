import { fieldLabel, PAYMENT_STATUS_LABELS, REVIEW_STATUS_LABELS } from '@evisa/forms/browser';
import { formatValue } from '../definition/formatValue';

export interface ChangeLine {
  field: string;
  text: string;
}

const isFromTo = (value: unknown): value is { from: unknown; to: unknown } =>
  value !== null && typeof value === 'object' && ('from' in value || 'to' in value);

const STATUS_WORDS: Record<string, Readonly<Record<string, string>>> = { payment_status: PAYMENT_STATUS_LABELS, review_status: REVIEW_STATUS_LABELS };

// Status codes (IN_REVIEW, ANSWERED) read better as words: an application's in staff's words everywhere, others
// (an enquiry's) as the code reads; other values are shown as stored.
const show = (field: string, value: unknown): string => {
  if (!/status$/i.test(field) || typeof value !== 'string' || !/^[A-Z_]+$/.test(value)) return formatValue(value);
  return STATUS_WORDS[field]?.[value] ?? value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' ');
};

/** One readable line per changed field of an audit log entry: "Review status: New → In review", "Note: ...". */
export const describeChanges = (changes: Record<string, unknown> | null | undefined): ChangeLine[] =>
  Object.entries(changes ?? {}).map(([field, change]) => ({
    field: fieldLabel(field),
    text: isFromTo(change) ? `${show(field, change.from)} → ${show(field, change.to)}` : show(field, change),
  }));
