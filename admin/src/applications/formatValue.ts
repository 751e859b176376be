/** Shows any stored form value as text; the form definitions, not this code, know the field types. */
export const formatValue = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.map(formatValue).join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};
