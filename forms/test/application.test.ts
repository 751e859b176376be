import { describe, expect, it } from 'vitest';
import { getStep, indiaEvisa, queryForm } from '../src/index.js';
import { PURPOSES_WITH_DETAILS, SERVICE_CHOICES, purposeKey, validApplication, validApplicationByStep, validStep1 } from '../src/fixtures.js';
import { now, validator } from './helpers.js';

describe('complete applications', () => {
  it('cover the 7 services, the 3 tourist durations and the 15 purpose groups', () => {
    expect(new Set(SERVICE_CHOICES.map((choice) => choice.Visa_Service)).size).toBe(7);
    expect(new Set(SERVICE_CHOICES.map((choice) => choice.Sub_t_Visa_Service).filter(Boolean))).toEqual(new Set(['30 Days', '1 Year', '5 Year']));
    const purposes = SERVICE_CHOICES.map((choice) => purposeKey(choice.sub_Visa_Service));
    const withDetails = new Set(purposes.filter((key) => PURPOSES_WITH_DETAILS.includes(key)));
    expect(withDetails.size).toBe(15);
  });

  it.each(SERVICE_CHOICES.map((choice) => [`${choice.Visa_Service} ${choice.Sub_t_Visa_Service ?? ''} ${choice.sub_Visa_Service}`, choice] as const))(
    'is valid on every step: %s',
    (_name, choice) => {
      expect(validator.incompleteSteps(validApplication(now, { ...choice }), now)).toEqual([]);
    },
  );

  it("takes the API fixtures' overrides: a service alone, and undefined to remove a field", () => {
    const business = validApplication(now, { Visa_Service: 'eBUSINESS VISA', Sub_t_Visa_Service: undefined });
    expect(business).not.toHaveProperty('Sub_t_Visa_Service');
    expect(business.sub_Visa_Service).toBe('Set Up Industrial/Business Venture');
    expect(validator.incompleteSteps(business, now)).toEqual([]);
  });

  it('splits by step into the values each step saves', () => {
    const byStep = validApplicationByStep(now);
    expect(Object.keys(byStep)).toEqual(indiaEvisa.steps.map((step) => step.id));
    expect(Object.assign({}, ...Object.values(byStep))).toEqual(validApplication(now));
    expect(byStep.step4).not.toHaveProperty('sub_Visa_Service');
    let saved: Record<string, unknown> = {};
    for (const step of indiaEvisa.steps) {
      saved = { ...saved, ...byStep[step.id] };
      expect(validator.validateStep(step.id, saved, now), step.id).toEqual([]);
    }
  });
});

describe('incompleteSteps', () => {
  it('names every step of an empty application, in form order', () => {
    expect(validator.incompleteSteps({}, now).map((step) => step.id)).toEqual(indiaEvisa.steps.map((step) => step.id));
  });

  it('names the steps still to fill after step 1, with their routes and errors', () => {
    const incomplete = validator.incompleteSteps(validStep1(now), now);
    expect(incomplete.map(({ id, route }) => `${id} ${route}`)).toEqual([
      'step2 /Apply2',
      'step3 /Apply3',
      'step4 /Apply4',
      'step5 /Apply5',
      'step6 /Apply6',
      'security /aditionalquestion',
    ]);
    expect(incomplete[2].errors[0]).toEqual({ field: 'Places_to_be_visited', message: 'Place to be visited is required.' });
    expect(incomplete[2].title).toBe(getStep(indiaEvisa, 'step4').title);
  });

  it("lists each step's errors in the order its fields appear on the form", () => {
    const form = queryForm(indiaEvisa);
    const placesByStep = validator.incompleteSteps(validStep1(now), now).map((step) => {
      const order = form.step(step.id).fields.map((field) => field.name);
      return step.errors.map((error) => order.indexOf(error.field.split('/')[0]));
    });
    for (const places of placesByStep) {
      expect(places.every((place) => place >= 0)).toBe(true);
      expect(places).toEqual([...places].sort((a, b) => a - b));
    }
    expect(Math.max(...placesByStep.map((places) => new Set(places).size))).toBeGreaterThan(10);
  });

  it('finds a step broken by a later change of another: arrival moved beyond the passport', () => {
    const application = validApplication(now, { Date_of_Expiry: '2027-06-30', Expected_Date_of_Arrival: '2026-12-01' });
    expect(validator.incompleteSteps(application, now)).toEqual([]);
    expect(validator.incompleteSteps({ ...application, Expected_Date_of_Arrival: '2027-01-15' }, now)).toEqual([
      expect.objectContaining({
        id: 'step2',
        errors: [{ field: 'Date_of_Expiry', message: 'Your passport must be valid for at least 6 months after your Expected Date of Arrival' }],
      }),
    ]);
  });

  it('has each field of the application in exactly one step', () => {
    const all = queryForm(indiaEvisa).fields.map((field) => field.name);
    for (const field of Object.keys(validApplication(now)))
      expect(
        all.filter((name) => name === field),
        field,
      ).toHaveLength(1);
  });
});
