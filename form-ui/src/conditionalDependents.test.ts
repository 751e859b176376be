import { describe, expect, it } from 'vitest';
import { getStep, indiaEvisa } from '@evisa/forms/browser';
import { conditionalDependents, fieldsToReset } from './conditionalDependents';

describe('conditional dependents', () => {
  const dependents = conditionalDependents(getStep(indiaEvisa, 'step1'));

  it('reads from step 1 that the service governs duration and purpose, the duration the purpose', () => {
    expect(fieldsToReset(dependents, 'Visa_Service').sort()).toEqual(['Sub_t_Visa_Service', 'sub_Visa_Service']);
    expect(fieldsToReset(dependents, 'Sub_t_Visa_Service')).toEqual(['sub_Visa_Service']);
    expect(fieldsToReset(dependents, 'sub_Visa_Service')).toEqual([]);
    expect(fieldsToReset(dependents, 'Surname')).toEqual([]);
  });

  it('follows chains and reads `else` branches', () => {
    const chained = conditionalDependents({
      id: 'chain',
      route: '/Chain',
      title: 'Chain',
      submitLabel: 'Save',
      next: '/Next',
      uiSchema: {},
      schema: {
        if: { properties: { a: { const: 1 } } },
        then: { properties: { b: {} } },
        else: { properties: { c: {} } },
        allOf: [{ if: { properties: { b: { const: 2 } } }, then: { properties: { d: {} } } }],
      },
    });
    expect(fieldsToReset(chained, 'a').sort()).toEqual(['b', 'c', 'd']);
  });
});
