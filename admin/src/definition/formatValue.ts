import type { FormField } from './types';

/** Shows a stored form value as text, with the display names the field's uiSchema gives its choices. */
export const formatValue = (value: unknown, field?: Pick<FormField, 'choices'>): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.map((item) => formatValue(item, field)).join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return field?.choices?.find((choice) => choice.value === value)?.label ?? String(value);
};
