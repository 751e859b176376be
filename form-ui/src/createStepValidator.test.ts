import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { getStep, indiaEvisa } from '@evisa/forms/browser';
import { createStepValidator } from './createStepValidator';
import { loadStepValidators } from './test/stepValidators';

const step = getStep(indiaEvisa, 'step1');
const schema = step.schema as RJSFSchema;

describe('the step validator', () => {
  it('reports the shared messages as RJSF errors and an error schema', async () => {
    const validator = createStepValidator(step, await loadStepValidators(step.id));
    const { errors, errorSchema } = validator.validateFormData(
      { Surname: '   ', Email: 'not-an-address', ConfirmEmail: 'other@example.com' },
      schema,
    );
    expect(errors).toContainEqual(expect.objectContaining({ property: '.Surname', message: 'Surname is required' }));
    expect(errorSchema.Surname?.__errors).toEqual(['Surname is required']);
    expect(errorSchema.Email?.__errors).toEqual(['Invalid email format']);
    expect(errorSchema.ConfirmEmail?.__errors).toEqual(['Emails must match']);
  });

  it('compares dates with today at validation time', async () => {
    const validator = createStepValidator(step, await loadStepValidators(step.id));
    const today = new Date().toISOString().slice(0, 10);
    const { errorSchema } = validator.validateFormData({ date_of_Birth: '2999-01-01', Expected_Date_of_Arrival: today }, schema);
    expect(errorSchema.date_of_Birth?.__errors).toEqual(['Date of Birth cannot be in the future']);
    expect(errorSchema.Expected_Date_of_Arrival?.__errors).toEqual(['Expected Date of Arrival must be tomorrow or later']);
  });

  it('decides the schema conditions with the precompiled functions', async () => {
    const validator = createStepValidator(step, await loadStepValidators(step.id));
    const touristCondition = (step.schema.allOf as Array<{ if: RJSFSchema }>)[0]!.if;
    expect(validator.isValid(touristCondition, { Visa_Service: 'eTOURIST VISA' }, schema)).toBe(true);
    expect(validator.isValid(touristCondition, { Visa_Service: 'eBUSINESS VISA' }, schema)).toBe(false);
  });

  it('refuses rules written outside the definition', async () => {
    const validator = createStepValidator(step, await loadStepValidators(step.id));
    expect(() => validator.validateFormData({}, schema, (_data, errors) => errors)).toThrow(/form definition/);
  });
});
