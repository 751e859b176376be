import { downloadCSV, type Exporter } from 'react-admin';
import { queryForm } from '@evisa/forms/browser';
import type { FormDefinition } from '../definition/types';
import type { Application } from './types';

const COLUMNS = [
  'sku_id',
  'Surname',
  'Given_Name',
  'Email',
  'Nationality',
  'Visa_Service',
  'Application_Type',
  'Expected_Date_of_Arrival',
  'payment_status',
  'review_status',
  'steps_complete',
  'steps_total',
  'paid_at',
  'deadline_at',
  'assignee_email',
  'created_at',
  'updated_at',
] as const;

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/**
 * One CSV cell. Applicants type these values: a cell that a spreadsheet would run as a formula (=, +, -, @) is
 * prefixed with an apostrophe, and quotes, commas and line breaks are quoted.
 */
export const csvCell = (value: unknown): string => {
  const raw = text(value);
  const safe = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The applications of the list (react-admin fetches up to 1000 with the list's filters) as CSV: the promoted
 * columns, then every form value in the order of the published form, then any value the form no longer defines.
 */
export const exportApplications =
  (definition: FormDefinition | undefined): Exporter<Application> =>
  (records) => {
    const formOrder = definition ? queryForm(definition).fields.map((field) => field.name) : [];
    // The promoted columns are copies of form values: each name once.
    const promoted = new Set<string>(COLUMNS);
    const stored = new Set(records.flatMap((record) => Object.keys(record.data ?? {})).filter((name) => !promoted.has(name)));
    const fields = [...new Set(formOrder)].filter((name) => stored.has(name)).concat([...stored].filter((name) => !formOrder.includes(name)).sort());
    const header = [...COLUMNS, ...fields];
    const rows = records.map((record) => [...COLUMNS.map((column) => record[column]), ...fields.map((field) => record.data?.[field])]);
    downloadCSV([header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n'), 'applications');
  };
