import { formatDate } from '../dates.js';
import { formatPhone } from '../formatPhone.js';
import { isSiteLanguage } from '../languages.js';
import { yesNoWord } from '../yesNo.js';
import type { FormField } from './types.js';

/**
 * A stored answer as text, with the display names the field's uiSchema gives its choices (`ui:enumNames`):
 * yes/no for a box, a dash for no answer, a list joined by commas, a date as '12 April 1985'. The site's Preview,
 * its printable summary, the console and the summary PDF the API makes show answers through this one function.
 * A phone number (stored as digits) is shown with its country code and groups: '+44 113 496 0000'. In another
 * `language` of the site (the documents made in the applicant's), yes/no and dates are written in it.
 */
export const formatAnswer = (value: unknown, field?: Partial<Pick<FormField, 'choices' | 'kind'>>, language?: string): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return yesNoWord(value, language);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.map((item) => formatAnswer(item, field, language)).join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  if (field?.kind === 'date' && typeof value === 'string') return formatDate(value, { language: isSiteLanguage(language) ? language : undefined });
  if (field?.kind === 'phone' && typeof value === 'string') return formatPhone(value);
  return field?.choices?.find((choice) => choice.value === value)?.label ?? String(value);
};
