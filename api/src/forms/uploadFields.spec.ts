import type { FormDefinition } from '@evisa/forms';
import { describe, expect, it } from 'vitest';
import { uploadFieldsOf } from './uploadFields.js';

const step = (id: string, schema: Record<string, unknown>) => ({ id, route: `/${id}`, title: id, submitLabel: 'Next', next: '/', schema, uiSchema: {} });

describe('uploadFieldsOf', () => {
  it('finds annotated fields in properties, conditions and local references, in every step', () => {
    const definition: FormDefinition = {
      id: 'test',
      title: 'test',
      version: 1,
      steps: [
        step('one', { type: 'object', properties: { Surname: { type: 'string' } } }),
        step('five', { type: 'object', properties: { image: { type: 'string', title: 'Photograph', upload: 'photo' } } }),
        step('six', {
          type: 'object',
          $defs: { document: { type: 'string', upload: 'document' } },
          properties: { passport: { $ref: '#/$defs/document', title: 'Passport copy' } },
          allOf: [
            {
              if: { properties: { Visa_Service: { const: 'eCONFERENCE VISA' } } },
              then: { properties: { Invitation_from_organizer: { type: 'string', upload: 'document' } } },
              else: { properties: { Copy_of_Business_Card: { type: 'string', upload: 'document', title: 'Business card' } } },
            },
          ],
        }),
      ],
    };
    expect(uploadFieldsOf(definition)).toEqual([
      { field: 'image', kind: 'photo', title: 'Photograph' },
      { field: 'passport', kind: 'document', title: 'Passport copy' },
      { field: 'Invitation_from_organizer', kind: 'document', title: 'Invitation from organizer' },
      { field: 'Copy_of_Business_Card', kind: 'document', title: 'Business card' },
    ]);
  });

  it('ignores unknown annotation values', () => {
    const definition: FormDefinition = { id: 't', title: 't', version: 1, steps: [step('x', { properties: { a: { upload: 'video' } } })] };
    expect(uploadFieldsOf(definition)).toEqual([]);
  });
});
