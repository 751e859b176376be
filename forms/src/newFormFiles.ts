import email from '../india-evisa/fields/email.json' with { type: 'json' };
import longText from '../india-evisa/fields/long-text.json' with { type: 'json' };
import phone from '../india-evisa/fields/phone.json' with { type: 'json' };
import text from '../india-evisa/fields/text.json' with { type: 'json' };
import yesNo from '../india-evisa/fields/yes-no.json' with { type: 'json' };
import type { FormManifest } from './types.js';

/** The field types a new form starts with, so the editor's 'Add field' can make each kind a generic form takes. */
const FIELD_TYPES: Record<string, unknown> = {
  'fields/text.json': text,
  'fields/long-text.json': longText,
  'fields/email.json': email,
  'fields/phone.json': phone,
  'fields/yes-no.json': yesNo,
};

/** The files of a new, empty form: one step without fields, which the editor fills in. */
export function emptyFormFiles(id: string, title: string): Record<string, unknown> {
  const manifest: FormManifest = {
    id,
    title,
    version: 1,
    steps: [
      {
        id: 'step1',
        route: '/step1',
        title,
        submitLabel: 'Send',
        next: '/step1',
        schema: 'steps/step1.schema.json',
        uiSchema: 'steps/step1.ui.json',
      },
    ],
    preview: { sections: [{ title, rest: ['step1'] }] },
  };
  return {
    'form.json': manifest,
    'steps/step1.schema.json': {
      $schema: 'https://json-schema.org/draft/2019-09/schema',
      type: 'object',
      properties: {},
      required: [],
      errorMessage: { required: {} },
    },
    'steps/step1.ui.json': { 'ui:order': ['*'] },
    ...structuredClone(FIELD_TYPES),
  };
}

/** Another form's files as the first draft of a new form: the same steps and fields under the new id and title. */
export function copiedFormFiles(files: Record<string, unknown>, id: string, title: string): Record<string, unknown> {
  const copy = structuredClone(files);
  copy['form.json'] = { ...(copy['form.json'] as FormManifest), id, title };
  return copy;
}
