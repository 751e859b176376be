import { indiaEvisa, indiaEvisaFiles, queryForm } from '@evisa/forms/browser';
import { describe, expect, it } from 'vitest';
import { placeOfCheckError } from './placeOfCheckError';

const form = queryForm(indiaEvisa);
const place = (file: string, path: string) => placeOfCheckError({ file, path, message: 'wrong' }, indiaEvisaFiles, form);

describe('placeOfCheckError', () => {
  it('puts an error of a step file beside the field its path names', () => {
    expect(place('steps/step3.schema.json', '/allOf/0/then/properties/spouse_Name/maxLength')).toEqual({
      tab: 'fields',
      stepId: 'step3',
      field: 'spouse_Name',
    });
    expect(place('steps/step1.schema.json', '/errorMessage/required/Surname')).toEqual({ tab: 'fields', stepId: 'step1', field: 'Surname' });
    expect(place('steps/step1.ui.json', '/Email/ui:widget')).toEqual({ tab: 'fields', stepId: 'step1', field: 'Email' });
    expect(place('steps/step1.schema.json', '/required/2')).toEqual({ tab: 'fields', stepId: 'step1', field: 'Surname' });
  });

  it('puts a list error beside its list, a layout error beside its Preview section', () => {
    expect(place('lists/visa-services.json', '/$defs/services/enum/2')).toEqual({ tab: 'lists', listId: 'visa-services#/$defs/services' });
    expect(place('lists/nationalities.json', '/enum')).toEqual({ tab: 'lists', listId: 'nationalities' });
    expect(place('form.json', '/preview/sections/2/fields/0')).toEqual({ tab: 'preview', section: 2 });
  });

  it('sends anything else to the JSON editor, at its file and place', () => {
    expect(place('form.json', '/steps/0/route')).toEqual({ tab: 'json', file: 'form.json', path: '/steps/0/route' });
    expect(place('steps/step1.schema.json', '/allOf/3/if')).toEqual({ tab: 'json', file: 'steps/step1.schema.json', path: '/allOf/3/if' });
    expect(placeOfCheckError({ file: 'form.json', path: '/preview', message: 'x' }, indiaEvisaFiles, undefined)).toMatchObject({ tab: 'json' });
  });
});
