import { expect, it } from 'vitest';
import { stepFields } from './stepFields';
import type { StepDefinition } from './types';

const step: StepDefinition = {
  id: 'demo',
  route: '/Demo',
  title: 'Demo',
  submitLabel: 'Save',
  next: '/Next',
  schema: {
    type: 'object',
    $defs: { yesNo: { type: 'boolean', title: 'Yes or no' }, photo: { type: 'string', upload: 'photo' } },
    properties: {
      Married: { type: 'string', enum: ['MARRIED', 'SINGLE'], title: 'Marital status' },
      Visited: { $ref: '#/$defs/yesNo', title: 'Visited before?' },
      image: { $ref: '#/$defs/photo', title: 'Photograph' },
      Plain_name: { type: 'string' },
    },
    allOf: [
      {
        if: { properties: { Married: { const: 'MARRIED' } } },
        then: {
          properties: { Spouse: { type: 'string', title: "Spouse's name" } },
          allOf: [{ if: { properties: { Visited: { const: true } } }, then: { properties: { Spouse_visit: { type: 'string' } } } }],
        },
      },
      {
        properties: {
          Visits: { type: 'array', items: { type: 'object', properties: { country: { $ref: '#/$defs/yesNo', title: 'Country' }, year: { type: 'string' } } } },
        },
      },
    ],
  },
  uiSchema: { 'ui:order': ['Visited', '*', 'Married'], Married: { 'ui:enumNames': ['Married', 'Single'] } },
};

it('finds every field, in ui:order, with the conditions that add it', () => {
  const fields = stepFields(step);
  expect(fields.map((field) => [field.name, field.title, field.guards])).toEqual([
    ['Visited', 'Visited before?', []],
    ['image', 'Photograph', []],
    ['Plain_name', 'Plain name', []],
    ['Spouse', "Spouse's name", ['Married']],
    ['Spouse_visit', 'Spouse visit', ['Married', 'Visited']],
    ['Visits', 'Visits', []],
    ['Married', 'Marital status', []],
  ]);
});

it('follows local references and reads uploads, choice names and list entry titles', () => {
  const byName = Object.fromEntries(stepFields(step).map((field) => [field.name, field]));
  expect(byName.Visited.schema.type).toBe('boolean');
  expect(byName.image.upload).toBe('photo');
  expect(byName.Married.enumNames).toEqual({ MARRIED: 'Married', SINGLE: 'Single' });
  expect(byName.Visits.itemTitles).toEqual({ country: 'Country', year: 'Year' });
});
