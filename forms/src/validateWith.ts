import { normalizeFormData } from './normalizeFormData.js';
import { toFieldErrors } from './toFieldErrors.js';
import type { FieldError, ValidateFunction } from './types.js';

const DAY = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date (UTC) the date rules compare with; the same on both sides for the same instant. */
export function isoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** `date` plus `days`, as a calendar date. */
export function addDays(date: string, days: number): string {
  return isoDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY));
}

/** `date` plus `months` calendar months, clamped to the end of a shorter month (31 August + 6 months = 28/29 February). */
export function addMonths(date: string, months: number): string {
  const match = ISO_DATE.exec(date);
  if (!match) throw new Error(`Not a date: ${date}`);
  const [year, month, day] = match.slice(1).map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return isoDate(target);
}

function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE.test(value) && isoDate(new Date(`${value}T00:00:00Z`)) === value;
}

/** How far ahead the expected date of arrival may be (the portal accepts applications up to 120 days ahead). */
export const MAX_DAYS_TO_ARRIVAL = 120;
/** How long the passport must stay valid after the expected date of arrival. */
export const PASSPORT_MONTHS_AFTER_ARRIVAL = 6;

/**
 * The dates the schemas compare with through `{"$data": "1/<key>"}`, worked out at validation time so that no
 * date is ever baked into a schema: `_today`, `_arrival_max` (today + 120 days) and, when the application has a
 * valid Expected_Date_of_Arrival, `_expiry_min` (arrival + 6 months). A rule whose key is absent is skipped.
 */
export function validationDates(data: Record<string, unknown>, now: Date): Record<string, string> {
  // The same day and arrival give the same dates: the last answer is kept (every step of a save asks again).
  const key = `${Math.floor(now.getTime() / DAY)} ${String(data.Expected_Date_of_Arrival)}`;
  if (lastDates?.key !== key) lastDates = { key, dates: computeDates(data, now) };
  return { ...lastDates.dates };
}

let lastDates: { key: string; dates: Record<string, string> } | undefined;

/**
 * The answers each date of validationDates() is worked out from, beside 'today': a rule comparing with
 * `_expiry_min` reads the expected date of arrival (fieldsReadBy() counts it among what such a step reads).
 */
export const VALIDATION_DATE_SOURCES: Readonly<Record<string, readonly string[]>> = {
  _today: [],
  _arrival_max: [],
  _expiry_min: ['Expected_Date_of_Arrival'],
};

function computeDates(data: Record<string, unknown>, now: Date): Record<string, string> {
  const today = isoDate(now);
  const dates: Record<string, string> = { _today: today, _arrival_max: addDays(today, MAX_DAYS_TO_ARRIVAL) };
  if (isCalendarDate(data.Expected_Date_of_Arrival)) {
    dates._expiry_min = addMonths(data.Expected_Date_of_Arrival, PASSPORT_MONTHS_AFTER_ARRIVAL);
  }
  return dates;
}

// Each field's place on the form, by field order (a step's order is made once and asked for at every validation).
const placesByOrder = new WeakMap<readonly string[], ReadonlyMap<string, number>>();

function placesIn(fieldOrder: readonly string[]): ReadonlyMap<string, number> {
  let places = placesByOrder.get(fieldOrder);
  if (!places) {
    const first = new Map<string, number>();
    fieldOrder.forEach((field, index) => first.has(field) || first.set(field, index));
    placesByOrder.set(fieldOrder, (places = first));
  }
  return places;
}

/**
 * Errors in the order the fields appear on the form, so the first message names the first field to fix (a field
 * the order does not name comes last); errors of one field keep their order. Each error's place is looked up once:
 * an empty step has an error for each of its fields.
 */
function inFormOrder(errors: FieldError[], fieldOrder: readonly string[]): FieldError[] {
  if (errors.length < 2) return errors;
  const places = placesIn(fieldOrder);
  return errors
    .map((error) => ({ error, place: places.get(error.field.split('/')[0]) ?? fieldOrder.length }))
    .sort((a, b) => a.place - b.place)
    .map(({ error }) => error);
}

/**
 * What a compiled step validator reads: the data normalised, with the dates of validationDates() under private keys
 * of the copy (the caller's data is never changed and the keys are never stored). Made once, it serves every step.
 */
export function validationSubject(data: unknown, now: Date = new Date()): unknown {
  const normalized = normalizeFormData(data);
  // normalizeFormData() made a fresh copy: the dates go straight into it.
  if (normalized && typeof normalized === 'object' && !Array.isArray(normalized))
    Object.assign(normalized, validationDates(normalized as Record<string, unknown>, now));
  return normalized;
}

/** Runs a compiled step validator on a subject made by validationSubject(): the errors in form order. */
export function validateSubject(validate: ValidateFunction, subject: unknown, fieldOrder: readonly string[] = []): FieldError[] {
  return validate(subject) ? [] : inFormOrder(toFieldErrors(validate.errors), fieldOrder);
}

/** Runs a compiled step validator on normalised data (validationSubject(), then validateSubject()). */
export function validateWith(validate: ValidateFunction, data: unknown, options: { now?: Date; fieldOrder?: readonly string[] } = {}): FieldError[] {
  return validateSubject(validate, validationSubject(data, options.now), options.fieldOrder);
}
