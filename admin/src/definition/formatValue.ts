import type { DefinedField } from './types';

/** Shows a stored form value as text, with the display names the field's uiSchema gives its choices. */
export const formatValue = (value: unknown, field?: Pick<DefinedField, 'enumNames'>): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.map((item) => formatValue(item, field)).join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return field?.enumNames?.[String(value)] ?? String(value);
};

/** Whether a value counts as given: conditional blocks show only when one of their fields has one. */
export const hasValue = (value: unknown): boolean =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
