import fc from 'fast-check';
import { createFormValidator, indiaEvisa, queryForm } from '@evisa/forms';
import { SERVICE_CHOICES, validApplicationByStep, validStep1 } from '@evisa/forms/fixtures';
import { describe, expect, it } from 'vitest';
import { FormVersion } from '../forms/form-version.js';
import { changedAnswers, completenessAfterSave, completenessOf } from './completeness.js';

const form = new FormVersion(indiaEvisa);
const now = new Date();
const fields = queryForm(indiaEvisa).fields;
// Every step checked, nothing remembered between two applications: what completeness must always equal.
const everyStep = createFormValidator(indiaEvisa);

/** What a step save sends: the whole step of some valid application, or it with one answer changed or cleared. */
const aSave = fc
  .record({
    service: fc.constantFrom(...SERVICE_CHOICES),
    married: fc.boolean(),
    step: fc.constantFrom(...indiaEvisa.steps.map((step) => step.id)),
    change: fc.option(
      fc.record({
        field: fc.constantFrom(...fields.map((field) => field.name)),
        value: fc.oneof(
          fc.constant(null),
          fc.constant(''),
          fc.boolean(),
          fc.string({ maxLength: 12 }),
          fc.constantFrom(...fields.flatMap((field) => (field.choices ?? []).map((choice) => choice.value))),
        ),
      }),
    ),
  })
  .map(({ service, married, step, change }) => {
    const byStep = validApplicationByStep(now, { ...service, ...(married ? { Applicant_Marital_Status: 'MARRIED' } : {}) });
    const sent: Record<string, unknown> = { ...byStep[step] };
    if (change) sent[change.field] = change.value;
    return sent;
  });

/** The save of ApplicationsService.update on stored answers, without the database: the stored state after it. */
function save(stored: { data: Record<string, unknown> } & ReturnType<typeof completenessOf>, sent: Record<string, unknown>) {
  const steps = form.stepsTouchedBy(sent);
  const picked = form.pickFields(form.normalize(sent), steps);
  const cleared = Object.keys(form.pickFields(sent, steps)).filter((field) => !(field in picked));
  const merged: Record<string, unknown> = { ...stored.data, ...picked };
  for (const field of cleared) delete merged[field];
  const { data, changed } = form.cleanChanged(merged, new Set([...Object.keys(picked), ...cleared]));
  // The whole application cleaned and checked: what every save did before it checked only what a change reaches.
  expect(data).toEqual(form.clean(merged));
  if (steps.length === 0 || form.validate(steps, data, now).length > 0) return { stored, accepted: false };
  const completeness = completenessAfterSave(form, stored, data, { changed: changedAnswers(changed, data, stored.data), checked: steps }, now);
  expect(completeness).toEqual(completenessOf(form, data, now));
  expect(completeness.incomplete_steps).toEqual(everyStep.incompleteSteps(data, now));
  return { stored: { data, ...completeness }, accepted: true };
}

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

describe('completeness worked out at a save from the steps the save reaches', () => {
  // CI's 5,000 runs take about 20 s beside another test file: time in proportion to the runs.
  it('is what checking every step of the whole application gives, save after save', { timeout: 30_000 + RUNS * 20 }, () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.array(aSave, { minLength: 1, maxLength: 8 }), (saves) => {
        const first = form.clean(form.pickFields(form.normalize(validStep1(now)), [form.firstStep]));
        let stored = { data: first, ...completenessOf(form, first, now) };
        for (const sent of saves) {
          const result = save(stored, sent);
          stored = result.stored;
          if (result.accepted) accepted++;
        }
      }),
      { numRuns: RUNS },
    );
    // Most saves are whole valid steps: the property is about accepted saves, not refusals.
    expect(accepted).toBeGreaterThan(100);
  });

  it('checks again only the steps that read what a save changed', () => {
    const reading = form.stepsReading(new Set(['sub_Visa_Service']));
    expect([...reading]).toEqual(expect.arrayContaining(['step1', 'step4', 'step6']));
    expect(reading.has('step3')).toBe(false);
    // The passport's last date is measured from the expected arrival (the `_expiry_min` date): step 2 reads step 1.
    expect(form.stepsReading(new Set(['Expected_Date_of_Arrival'])).has('step2')).toBe(true);
  });

  it('takes an unanswered step as checked before only for the same answers it reads, on the same day', () => {
    const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    for (const day of [now, tomorrow, now]) {
      for (const service of SERVICE_CHOICES) {
        const data = form.clean(form.pickFields(form.normalize(validStep1(day, { ...service })), [form.firstStep]));
        expect(completenessOf(form, data, day).incomplete_steps, JSON.stringify(service)).toEqual(everyStep.incompleteSteps(data, day));
      }
    }
  });

  it('checks every step again on a later day: a date rule moves with today', () => {
    const data = form.clean(form.pickFields(form.normalize(validStep1(now)), [form.firstStep]));
    const stale = { incomplete_steps: [], checked_on: '2000-01-01' };
    expect(completenessAfterSave(form, stale, data, { changed: new Set(), checked: [] }, now)).toEqual(completenessOf(form, data, now));
  });
});
