import { describe, expect, it } from 'vitest';
import { createFormValidator, indiaEvisa, loadServerValidators, serverValidatorsCode } from '../src/index.js';
import { SERVICE_CHOICES, validApplication } from '../src/fixtures.js';
import { now } from './helpers.js';

describe('the server validators compiled in a worker thread', () => {
  const compiled = createFormValidator(indiaEvisa);
  const loaded = loadServerValidators(indiaEvisa, serverValidatorsCode(indiaEvisa));

  it('decide every step, and clean, as createFormValidator does', () => {
    const cases = [
      ...SERVICE_CHOICES.map((choice) => validApplication(now, { ...choice })),
      validApplication(now, { Applicant_Marital_Status: 'MARRIED', Surname: 'Ma1tin', Email: 'not an e-mail', Passport_Number: '' }),
      { Visible_identification_marks: `${'a'.repeat(200)}!`, Date_of_Issue: '2099-01-01', Applicant_Marital_Status: 'SINGLE', spouse_Name: 'X' },
    ];
    for (const application of cases) {
      expect(loaded.incompleteSteps(application, now)).toEqual(compiled.incompleteSteps(application, now));
      expect(loaded.cleanApplication(application)).toEqual(compiled.cleanApplication(application));
    }
  });

  it('run patterns in linear time', () => {
    const started = performance.now();
    loaded.validateStep('step2', { Visible_identification_marks: `${'a '.repeat(5000)}!` }, now);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
