import { fieldLabel } from '@evisa/forms/browser';
import { formatValue } from '../definition/formatValue';

export interface ChangeLine {
  field: string;
  text: string;
}

const isFromTo = (value: unknown): value is { from: unknown; to: unknown } =>
  value !== null && typeof value === 'object' && ('from' in value || 'to' in value);

// Status codes (IN_REVIEW, ANSWERED) read better as words; other values are shown as stored.
const show = (field: string, value: unknown): string =>
  /status$/i.test(field) && typeof value === 'string' && /^[A-Z_]+$/.test(value)
    ? value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' ')
    : formatValue(value);

/** One readable line per changed field of an audit log entry: "Review status: New → In review", "Note: ...". */
export const describeChanges = (changes: Record<string, unknown> | null | undefined): ChangeLine[] =>
  Object.entries(changes ?? {}).map(([field, change]) => ({
    field: fieldLabel(field),
    text: isFromTo(change) ? `${show(field, change.from)} → ${show(field, change.to)}` : show(field, change),
  }));
