import { describe, expect, it } from 'vitest';
import { checkDefinition, createAjv, getStep, indiaEvisa, indiaEvisaFiles, queryForm, queryStep, type JsonSchema } from '../src/index.js';

/** Every `if` the fields of a step are shown by. */
const conditions = (stepId: string): JsonSchema[] =>
  queryForm(indiaEvisa)
    .step(stepId)
    .fields.flatMap((field) => field.condition?.cases.flatMap((entry) => entry.clauses.map((clause) => clause.if)) ?? []);

const steps = indiaEvisa.steps.map((step) => [step.id, step] as const);

describe('the India e-Visa definition', () => {
  const ajv = createAjv();

  it.each(steps)('%s passes the JSON Schema meta-schema', (_id, step) => {
    expect(ajv.validateSchema(step.schema), JSON.stringify(ajv.errors)).toBe(true);
  });

  it('passes every check before publishing: uiSchema keys, references, messages, server fields, Preview, fees, samples', () => {
    expect(checkDefinition(indiaEvisaFiles)).toMatchObject({ ok: true, errors: [] });
  });

  it.each(steps)('%s gives every field a title of its own', (_id, step) => {
    const untitled = queryStep(step)
      .fields.filter((field) => typeof field.schema.title !== 'string')
      .map((field) => field.name);
    expect(untitled).toEqual([]);
  });

  it('has the steps of the spec in order, with their routes, buttons and next routes', () => {
    expect(indiaEvisa.steps.map(({ id, route, submitLabel, next }) => ({ id, route, submitLabel, next }))).toEqual([
      { id: 'step1', route: '/Apply', submitLabel: 'Save and Continue', next: '/Apply2' },
      { id: 'step2', route: '/Apply2', submitLabel: 'Submit and Next', next: '/Apply3' },
      { id: 'step3', route: '/Apply3', submitLabel: 'Submit and Next', next: '/Apply4' },
      { id: 'step4', route: '/Apply4', submitLabel: 'Submit and Next', next: '/Apply5' },
      { id: 'step5', route: '/Apply5', submitLabel: 'Submit and Next', next: '/Apply6' },
      { id: 'step6', route: '/Apply6', submitLabel: 'Submit and Next', next: '/aditionalquestion' },
      { id: 'security', route: '/aditionalquestion', submitLabel: 'Save And Continue', next: '/Preview' },
    ]);
  });

  it('keeps every list once, under $defs, with no reference left to a file', () => {
    for (const step of indiaEvisa.steps) {
      expect(JSON.stringify(step.schema), step.id).not.toMatch(/"\$ref":"[^#]/);
    }
    expect(Object.keys(getStep(indiaEvisa, 'step1').schema.$defs as JsonSchema).sort()).toEqual([
      'application-types',
      'nationalities',
      'passport-types',
      'ports',
      'visa-services',
    ]);
  });

  it('has no reference inside a condition, which RJSF checks as a schema of its own', () => {
    for (const step of indiaEvisa.steps) {
      expect(JSON.stringify(conditions(step.id)), step.id).not.toContain('$ref');
    }
  });

  it('gives no field to two steps, so a save names its steps unambiguously', () => {
    const owners = new Map<string, string[]>();
    for (const { name, stepId } of queryForm(indiaEvisa).fields) owners.set(name, [...(owners.get(name) ?? []), stepId]);
    expect([...owners].filter(([, ids]) => ids.length > 1)).toEqual([]);
  });

  it('reads the step-1 service only in the conditions of steps 4 and 6, never as their fields', () => {
    for (const id of ['step4', 'step6']) {
      const names = queryForm(indiaEvisa).step(id).names;
      expect(names.has('Visa_Service') || names.has('sub_Visa_Service') || names.has('Sub_t_Visa_Service'), id).toBe(false);
    }
  });

  it('marks the upload fields with the `upload` annotation', () => {
    const uploads = queryForm(indiaEvisa).fields.filter((field) => field.upload);
    expect(uploads.map(({ stepId, name, upload }) => `${stepId}:${name}:${upload}`)).toEqual([
      'step5:image:photo',
      'step6:passport:document',
      'step6:Invitation_from_organizer:document',
      'step6:Political_clearance_from_Ministry:document',
      'step6:Event_clearance_from_Ministry:document',
      'step6:Copy_of_Business_Card:document',
      'step6:Copy_of_Business_Invitation_Letter:document',
      'step6:sport_Approval_of_the_Government:document',
      'step6:sport_Invitation_Letter:document',
      'step6:Letter_from_the_Hospital_concerned:document',
    ]);
    expect(
      queryForm(indiaEvisa)
        .step('step5')
        .fields.map(({ name, upload, title }) => ({ name, upload, title })),
    ).toEqual([{ name: 'image', upload: 'photo', title: 'Photograph' }]);
    for (const field of uploads) {
      expect(field.ui, field.name).toEqual(expect.objectContaining({ 'ui:widget': 'upload' }));
      expect(field.accept, field.name).toBe(field.upload === 'photo' ? '.jpg,.jpeg' : '.pdf,.jpg,.jpeg,.png');
    }
  });

  it('refuses an unknown upload kind in a schema', () => {
    expect(() => ajv.compile({ type: 'string', upload: 'video' })).toThrow(/upload/);
  });

  it('shows every yes/no question as radio buttons, except the name-change box the spec calls a box', () => {
    for (const field of queryForm(indiaEvisa).fields.filter((candidate) => candidate.kind === 'yes-no')) {
      expect(field.ui['ui:widget'], field.name).toBe(field.name === 'have_you_prev_change_yourName' ? 'checkbox' : 'radio');
    }
  });
});
