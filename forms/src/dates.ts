import { addDays, isoDate, validationDates } from './validateWith.js';

/** The months by name, as dates are entered and shown (day, month by name, year: nobody swaps day and month). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a stored date (`1985-04-12` -> 12, 4, 1985); undefined for anything else. */
export function dateParts(value: unknown): { day: number; month: number; year: number } | undefined {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return { day, month, year };
}

/**
 * A stored date as people read it everywhere: '12 April 1985' ('12 April' without the year, where the year is
 * plain, as on a chart of the last 30 days); in another `language` (a BCP 47 tag), as Intl writes it there. Anything
 * that is not a date is returned as it is.
 */
export function formatDate(value: string, { year = true, language }: { year?: boolean; language?: string } = {}): string {
  const parts = dateParts(value);
  if (!parts) return value;
  if (inOtherLanguage(language)) {
    const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
    return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', ...(year ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(date);
  }
  return `${parts.day} ${MONTH_NAMES[parts.month - 1]}${year ? ` ${parts.year}` : ''}`;
}

/** Whether `language` asks for another language than these English words: then Intl writes the date in it. */
const inOtherLanguage = (language: string | undefined): language is string => language !== undefined && !/^en\b/i.test(language);

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A moment (a timestamp: ISO text, a Date or milliseconds) in the same words, in the reader's time zone, with the
 * time on the 24-hour clock where it matters: '12 April 1985, 14:05', or '12 April 1985' with `time: false`. Empty
 * for no value; anything that is not a moment is returned as text. In another `language`, as Intl writes it there.
 */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  { time = true, language }: { time?: boolean; language?: string } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const moment = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(moment.getTime())) return String(value);
  if (inOtherLanguage(language)) {
    const clock = time ? ({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const) : {};
    return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', ...clock }).format(moment);
  }
  const date = `${moment.getDate()} ${MONTH_NAMES[moment.getMonth()]} ${moment.getFullYear()}`;
  return time ? `${date}, ${twoDigits(moment.getHours())}:${twoDigits(moment.getMinutes())}` : date;
}

/** Arrival this many days away or fewer is allowed ('tomorrow or later') but leaves little time to process. */
export const SHORT_NOTICE_DAYS = 4;

/** The non-blocking warning for an arrival date less than 4 days away; undefined when there is time (or no date). */
export function shortNoticeWarning(arrival: unknown, now: Date = new Date()): string | undefined {
  if (!dateParts(arrival)) return undefined;
  const today = isoDate(now);
  const date = arrival as string;
  if (date <= today || date >= addDays(today, SHORT_NOTICE_DAYS)) return undefined;
  return `Your arrival is less than ${SHORT_NOTICE_DAYS} days away. You may still apply, but an e-Visa can take up to 4 days to be granted: consider Urgent Processing, or a later arrival date if your plans allow.`;
}

type Bound = unknown;

/** A bound of a date rule as a date: a literal date, `{"$data": "1/_today"}` or `{"$data": "1/Other_field"}`. */
function boundDate(bound: Bound, data: Record<string, unknown>, dates: Record<string, string>): string | undefined {
  if (typeof bound === 'string') return dateParts(bound) ? bound : undefined;
  if (typeof bound !== 'object' || bound === null || typeof (bound as { $data?: unknown }).$data !== 'string') return undefined;
  const match = /^1\/(.+)$/.exec((bound as { $data: string }).$data);
  if (!match) return undefined;
  const value = match[1]!.startsWith('_') ? dates[match[1]!] : data[match[1]!];
  return dateParts(value) ? (value as string) : undefined;
}

/**
 * The earliest and latest date a date field takes, read from the same rules the validators check
 * (formatMinimum / formatExclusiveMinimum / formatMaximum / formatExclusiveMaximum, literal or `$data`), for the
 * date inputs' limits and hints. Undefined ends are open.
 */
export function dateBounds(schema: Record<string, unknown>, data: Record<string, unknown>, now: Date = new Date()): { min?: string; max?: string } {
  const dates = validationDates(data, now);
  const bounds: { min?: string; max?: string } = {};
  const min = boundDate(schema.formatMinimum, data, dates);
  const exclusiveMin = boundDate(schema.formatExclusiveMinimum, data, dates);
  const max = boundDate(schema.formatMaximum, data, dates);
  const exclusiveMax = boundDate(schema.formatExclusiveMaximum, data, dates);
  const lower = [min, exclusiveMin && addDays(exclusiveMin, 1)]
    .filter((date): date is string => Boolean(date))
    .sort()
    .pop();
  const upper = [max, exclusiveMax && addDays(exclusiveMax, -1)].filter((date): date is string => Boolean(date)).sort()[0];
  if (lower) bounds.min = lower;
  if (upper) bounds.max = upper;
  return bounds;
}
