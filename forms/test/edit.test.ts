import { describe, expect, it } from 'vitest';
import {
  addField,
  addList,
  addListEntry,
  addPreviewSection,
  buildDefinition,
  checkDefinition,
  createFormValidator,
  EditError,
  fieldNameFor,
  hidePreviewField,
  indiaEvisaFiles,
  moveField,
  moveListEntry,
  placePreviewField,
  previewOf,
  readVersionFile,
  queryForm,
  removeField,
  removeListEntry,
  removePreviewSection,
  renameListEntry,
  renamePreviewSection,
  conditionInWords,
  conditionTriggers,
  fieldCondition,
  meetsCondition,
  setCondition,
  sortList,
  updateField,
  versionFile,
  type DefinitionFiles,
} from '../src/index.js';
import { validApplication } from '../src/fixtures.js';
import { now, optionalLanguages, precompiledIsValid } from './helpers.js';

const shipped = optionalLanguages(indiaEvisaFiles);
const formOf = (files: DefinitionFiles) => queryForm(buildDefinition(files));
const namesOf = (files: DefinitionFiles, stepId: string) =>
  formOf(files)
    .step(stepId)
    .fields.map((field) => field.name);
const errorsOf = (files: DefinitionFiles, stepId: string, data: Record<string, unknown>) =>
  createFormValidator(buildDefinition(files)).validateStep(stepId, data, now);

describe('fields of a step', () => {
  it('adds an optional text field after another, from the text field type, leaving the shipped files as they were', () => {
    const before = JSON.stringify(shipped);
    const files = addField(shipped, 'step1', { name: 'Hotel_name', title: 'Hotel name', kind: 'text', after: 'Surname' });

    expect(JSON.stringify(shipped)).toBe(before);
    const field = formOf(files).step('step1').field('Hotel_name')!;
    expect(field).toMatchObject({ title: 'Hotel name', kind: 'text', required: false, maxLength: 100 });
    expect(field.condition).toBeUndefined();
    expect((files['steps/step1.schema.json'] as { properties: Record<string, unknown> }).properties.Hotel_name).toEqual({
      $ref: '../fields/text.json',
      title: 'Hotel name',
    });
    const names = namesOf(files, 'step1');
    expect(names.slice(names.indexOf('Surname'), names.indexOf('Surname') + 2)).toEqual(['Surname', 'Hotel_name']);
    expect(errorsOf(files, 'step1', validApplication(now))).toEqual([]);
    expect(errorsOf(files, 'step1', { ...validApplication(now), Hotel_name: 'x'.repeat(101) })).toEqual([
      { field: 'Hotel_name', message: 'Please use at most 100 characters' },
    ]);
    expect(checkDefinition(files, { now })).toMatchObject({ ok: true, errors: [] });
  });

  it('adds a required field with a message, and each kind from its field type and look', () => {
    let files = addField(shipped, 'step3', { name: 'Pets', title: 'Do you travel with pets?', kind: 'yes-no', required: true });
    files = addField(files, 'step3', { name: 'Arrival_flight', title: 'Flight date', kind: 'date' });
    files = addField(files, 'step3', { name: 'Diet', title: 'Diet', kind: 'choice', list: 'religions' });
    files = addField(files, 'step3', { name: 'Notes_for_us', title: 'Notes', kind: 'long-text' });
    files = addField(files, 'step6', { name: 'Hotel_booking', title: 'Hotel booking', kind: 'document' });
    const form = formOf(files);

    expect(form.field('Pets')).toMatchObject({ kind: 'yes-no', required: true, requiredMessage: 'Do you travel with pets? is required' });
    expect(form.field('Pets')!.ui).toEqual({ 'ui:widget': 'radio', 'ui:options': { inline: true } });
    expect(form.field('Arrival_flight')!.kind).toBe('date');
    expect(form.field('Diet')!.choices?.map((choice) => choice.value)).toEqual(form.lists.find((list) => list.id === 'religions')!.values);
    expect(form.field('Notes_for_us')!.kind).toBe('long-text');
    expect(form.field('Hotel_booking')).toMatchObject({ kind: 'document', upload: 'document', accept: '.pdf,.jpg,.jpeg,.png' });
    expect(errorsOf(files, 'step3', {})).toContainEqual({ field: 'Pets', message: 'Do you travel with pets? is required' });
    expect(errorsOf(files, 'step3', { Arrival_flight: '2026-02-30' })).toContainEqual({
      field: 'Arrival_flight',
      message: 'Flight date must be a real date: enter the day, month and year',
    });
  });

  it('refuses a name in use, a bad name, a missing title or list, with nothing changed', () => {
    expect(() => addField(shipped, 'step1', { name: 'Surname', title: 'Again', kind: 'text' })).toThrow('The form already has a field "Surname".');
    expect(() => addField(shipped, 'step1', { name: '1st', title: 'First', kind: 'text' })).toThrow(/cannot name a field/);
    expect(() => addField(shipped, 'step1', { name: 'Empty', title: ' ', kind: 'text' })).toThrow('A field needs a title.');
    expect(() => addField(shipped, 'step1', { name: 'Pick', title: 'Pick', kind: 'choice' })).toThrow('Pick the list a choice offers.');
    expect(() => addField(shipped, 'step9', { name: 'Lost', title: 'Lost', kind: 'text' })).toThrow(EditError);
  });

  it('makes a free name from a title', () => {
    expect(fieldNameFor(shipped, 'Hotel name (optional)')).toBe('Hotel_name_optional');
    expect(fieldNameFor(shipped, 'Surname')).toBe('Surname_2');
    expect(fieldNameFor(shipped, '2nd passport')).toBe('Field_2nd_passport');
  });

  it('reorders a field by writing the whole display order', () => {
    const files = moveField(shipped, 'step1', 'Email', 0);
    expect(namesOf(files, 'step1')[0]).toBe('Email');
    expect(namesOf(files, 'step1').length).toBe(namesOf(shipped, 'step1').length);
    expect((files['steps/step1.ui.json'] as { 'ui:order': string[] })['ui:order'].at(-1)).toBe('*');
  });

  it('changes title, help, placeholder, required and its message', () => {
    let files = updateField(shipped, 'step2', 'Previous_Surname', { title: 'Former surname', help: 'As it was before', placeholder: 'e.g. Smith' });
    let field = formOf(files).field('Previous_Surname')!;
    expect(field).toMatchObject({ title: 'Former surname', help: 'As it was before', placeholder: 'e.g. Smith' });
    files = updateField(files, 'step2', 'Previous_Surname', { help: '' });
    expect(formOf(files).field('Previous_Surname')!.help).toBeUndefined();

    files = updateField(shipped, 'step1', 'Surname', { requiredMessage: 'Please give your surname' });
    expect(formOf(files).field('Surname')!.requiredMessage).toBe('Please give your surname');
    files = addField(shipped, 'step1', { name: 'Hotel', title: 'Hotel', kind: 'text' });
    files = updateField(files, 'step1', 'Hotel', { required: true });
    expect(formOf(files).field('Hotel')).toMatchObject({ required: true, requiredMessage: 'Hotel is required' });
    files = updateField(files, 'step1', 'Hotel', { required: false });
    field = formOf(files).field('Hotel')!;
    expect(field.required).toBe(false);
    expect(JSON.stringify(files['steps/step1.schema.json'])).not.toContain('Hotel is required');
  });

  it('sets a maximum length and messages in place of the field type rule, not beside it', () => {
    let files = addField(shipped, 'step1', { name: 'Hotel', title: 'Hotel', kind: 'text' });
    files = updateField(files, 'step1', 'Hotel', { maxLength: 150, messages: { type: 'Hotel must be text' } });
    expect(formOf(files).field('Hotel')).toMatchObject({ maxLength: 150 });
    const data = { ...validApplication(now), Hotel: 'x'.repeat(120) };
    expect(errorsOf(files, 'step1', data)).toEqual([]);
    expect(errorsOf(files, 'step1', { ...data, Hotel: 'x'.repeat(151) })).toEqual([
      { field: 'Hotel', message: 'Hotel must be at most 150 characters' },
    ]);
    expect(errorsOf(files, 'step1', { ...data, Hotel: 5 })).toEqual([{ field: 'Hotel', message: 'Hotel must be text' }]);
    files = updateField(files, 'step1', 'Hotel', { maxLength: null });
    expect(formOf(files).field('Hotel')!.maxLength).toBeUndefined();
    expect(() => updateField(files, 'step1', 'Hotel', { maxLength: 0 })).toThrow('whole number');
    expect(() => updateField(shipped, 'step1', 'Nationality', { maxLength: 10 })).toThrow('Only a text field has a maximum length.');
  });

  it('changes the kind, but not of a field the server reads', () => {
    let files = addField(shipped, 'step1', { name: 'Hotel', title: 'Hotel', kind: 'text' });
    files = updateField(files, 'step1', 'Hotel', { kind: 'long-text' });
    expect(formOf(files).field('Hotel')).toMatchObject({ kind: 'long-text', title: 'Hotel' });
    files = updateField(files, 'step1', 'Hotel', { kind: 'choice', list: 'genders' });
    expect(formOf(files).field('Hotel')!.kind).toBe('choice');
    expect(formOf(files).field('Hotel')!.ui['ui:widget']).toBeUndefined();
    expect(() => updateField(shipped, 'step1', 'Email', { kind: 'text' })).toThrow(/must stay a E-mail field|must stay/);
  });

  it('removes a field and its traces, but not one the server, a condition or the fee reads', () => {
    const files = removeField(shipped, 'step2', 'Visible_identification_marks');
    expect(formOf(files).field('Visible_identification_marks')).toBeUndefined();
    expect(JSON.stringify(files)).not.toContain('Visible_identification_marks');
    expect(checkDefinition(files, { now }).ok).toBe(true);
    expect(() => removeField(shipped, 'step1', 'Email')).toThrow('"Email" cannot be removed: the confirmation e-mail is sent to it.');
    expect(() => removeField(shipped, 'step3', 'Applicant_Marital_Status')).toThrow(/is shown by the answer to "Applicant's Marital Status"/);
  });
});

const married = (value = 'MARRIED') => ({
  match: 'all' as const,
  rules: [{ field: 'Applicant_Marital_Status', operator: 'is' as const, values: [value] }],
});
const schemaOf = (files: DefinitionFiles, path: string) => files[path] as { allOf: Array<{ if: unknown; then: unknown }> };

describe('show this field only when', () => {
  it('moves a field under a condition and back, keeping required and its message', () => {
    let files = addField(shipped, 'step3', { name: 'Wedding_date', title: 'Wedding date', kind: 'date', required: true });
    files = setCondition(files, 'step3', 'Wedding_date', married());
    const field = formOf(files).field('Wedding_date')!;
    expect(fieldCondition(field)).toEqual(married());
    expect(field.condition!.text).toBe('Applicant_Marital_Status is MARRIED');
    expect(conditionInWords(formOf(files), field.condition!)).toBe("Applicant's Marital Status is Married");
    expect(field.required).toBe(true);
    // It joins the spouse's fields, under the existing `if`.
    const allOf = schemaOf(files, 'steps/step3.schema.json').allOf;
    expect(allOf.length).toBe(schemaOf(shipped, 'steps/step3.schema.json').allOf.length);
    const single = { ...validApplication(now, { Applicant_Marital_Status: 'SINGLE' }) };
    expect(errorsOf(files, 'step3', single)).toEqual([]);
    const marriedApplicant = validApplication(now, { Applicant_Marital_Status: 'MARRIED' });
    expect(errorsOf(files, 'step3', marriedApplicant)).toContainEqual({ field: 'Wedding_date', message: 'Wedding date is required' });

    files = setCondition(files, 'step3', 'Wedding_date', null);
    expect(formOf(files).field('Wedding_date')!.condition).toBeUndefined();
    expect(errorsOf(files, 'step3', single)).toEqual([{ field: 'Wedding_date', message: 'Wedding date is required' }]);
  });

  it('shows a field by a yes/no answer in a new branch, and drops the branch when it is left empty', () => {
    let files = addField(shipped, 'step1', { name: 'Hotel', title: 'Hotel', kind: 'text' });
    files = addField(files, 'step1', { name: 'Has_hotel', title: 'Booked a hotel?', kind: 'yes-no' });
    const booked = { match: 'all' as const, rules: [{ field: 'Has_hotel', operator: 'is' as const, values: [true] }] };
    files = setCondition(files, 'step1', 'Hotel', booked);
    expect(fieldCondition(formOf(files).field('Hotel')!)).toEqual(booked);
    expect(conditionInWords(formOf(files), formOf(files).field('Hotel')!.condition!)).toBe('Booked a hotel? is Yes');
    const count = schemaOf(files, 'steps/step1.schema.json').allOf.length;
    files = setCondition(files, 'step1', 'Hotel', null);
    expect(schemaOf(files, 'steps/step1.schema.json').allOf.length).toBe(count - 1);
  });

  it('writes AND and OR over several fields as standard allOf/anyOf, reads them back, and the validators agree', () => {
    let files = addField(shipped, 'step3', { name: 'Wedding_place', title: 'Wedding place', kind: 'text', required: true });
    const both = {
      match: 'all' as const,
      rules: [
        { field: 'Applicant_Marital_Status', operator: 'is' as const, values: ['MARRIED'] },
        { field: 'applicant_Present_Occupation', operator: 'is-not' as const, values: ['STUDENT', 'RETIRED'] },
        { field: 'Father_Name', operator: 'is-answered' as const, values: [] },
      ],
    };
    files = setCondition(files, 'step3', 'Wedding_place', both);
    const entry = schemaOf(files, 'steps/step3.schema.json').allOf.find((candidate) => JSON.stringify(candidate.then).includes('Wedding_place'))!;
    expect(entry.if).toEqual({
      allOf: [
        { properties: { Applicant_Marital_Status: { const: 'MARRIED' } }, required: ['Applicant_Marital_Status'] },
        { properties: { applicant_Present_Occupation: { not: { enum: ['STUDENT', 'RETIRED'] } } }, required: ['applicant_Present_Occupation'] },
        { required: ['Father_Name'] },
      ],
    });
    let form = formOf(files);
    let field = form.field('Wedding_place')!;
    expect(fieldCondition(field)).toEqual(both);
    expect(field.condition!.reads).toEqual(['Applicant_Marital_Status', 'applicant_Present_Occupation', 'Father_Name']);
    expect(conditionInWords(form, field.condition!)).toBe(
      "Applicant's Marital Status is Married and Present Occupation is not STUDENT or RETIRED and Father's Name is answered",
    );
    const validator = createFormValidator(buildDefinition(files));
    const base = validApplication(now, { Applicant_Marital_Status: 'MARRIED' });
    const cases = [
      { ...base, applicant_Present_Occupation: 'BUSINESS PERSON' },
      { ...base, applicant_Present_Occupation: 'STUDENT' },
      { ...base, Applicant_Marital_Status: 'SINGLE', applicant_Present_Occupation: 'BUSINESS PERSON' },
      { ...base, applicant_Present_Occupation: 'OTHERS', Father_Name: undefined },
    ];
    expect(cases.map((data) => meetsCondition(field.condition, data))).toEqual([true, false, false, false]);
    for (const data of cases) expect(meetsCondition(field.condition, data, validator.isValid)).toBe(meetsCondition(field.condition, data));
    expect(validator.validateStep('step3', cases[0]!, now)).toContainEqual({ field: 'Wedding_place', message: 'Wedding place is required' });
    expect(validator.validateStep('step3', cases[1]!, now).map((error) => error.field)).not.toContain('Wedding_place');

    const either = {
      match: 'any' as const,
      rules: [
        { field: 'Applicant_Marital_Status', operator: 'is' as const, values: ['MARRIED'] },
        { field: 'applicant_Present_Occupation', operator: 'is' as const, values: ['STUDENT'] },
      ],
    };
    files = setCondition(files, 'step3', 'Wedding_place', either);
    form = formOf(files);
    field = form.field('Wedding_place')!;
    expect(fieldCondition(field)).toEqual(either);
    expect(conditionInWords(form, field.condition!)).toBe("Applicant's Marital Status is Married or Present Occupation is STUDENT");
    const anyCases = [cases[0]!, cases[1]!, cases[2]!, { ...cases[2]!, applicant_Present_Occupation: 'STUDENT' }];
    expect(anyCases.map((data) => meetsCondition(field.condition, data))).toEqual([true, true, false, true]);
    for (const data of anyCases) expect(meetsCondition(field.condition, data, validator.isValid)).toBe(meetsCondition(field.condition, data));
    expect(checkDefinition(files, { now }).ok).toBe(true);
  });

  it('the precompiled code the site runs decides a compound condition as the server does', async () => {
    const files = setCondition(
      addField(shipped, 'step3', { name: 'Wedding_place', title: 'Wedding place', kind: 'text' }),
      'step3',
      'Wedding_place',
      {
        match: 'any',
        rules: [
          { field: 'Applicant_Marital_Status', operator: 'is', values: ['MARRIED'] },
          { field: 'applicant_Present_Occupation', operator: 'is-one-of', values: ['STUDENT', 'OTHERS'] },
        ],
      },
    );
    const definition = buildDefinition(files);
    const isValid = await precompiledIsValid(definition.steps.find((step) => step.id === 'step3')!);
    const condition = queryForm(definition).field('Wedding_place')!.condition!;
    const base = validApplication(now, { Applicant_Marital_Status: 'SINGLE' });
    const cases = [
      { ...base, applicant_Present_Occupation: 'DOCTOR' },
      { ...base, applicant_Present_Occupation: 'OTHERS' },
      { ...base, applicant_Present_Occupation: 'DOCTOR', Applicant_Marital_Status: 'MARRIED' },
    ];
    expect(cases.map((data) => meetsCondition(condition, data, isValid))).toEqual([false, true, true]);
    for (const data of cases) expect(meetsCondition(condition, data, isValid)).toBe(meetsCondition(condition, data));
  });

  it('shows a field by an answer of an earlier step, never a later one', () => {
    const files = addField(shipped, 'step2', { name: 'Tourist_note', title: 'Tourist note', kind: 'text' });
    const tourist = { match: 'all' as const, rules: [{ field: 'Visa_Service', operator: 'is' as const, values: ['eTOURIST VISA'] }] };
    const shown = setCondition(files, 'step2', 'Tourist_note', tourist);
    expect(conditionInWords(formOf(shown), formOf(shown).field('Tourist_note')!.condition!)).toMatch(/^.+ is eTOURIST VISA$/);
    expect(conditionTriggers(formOf(files), 'step2', 'Tourist_note').map((field) => field.name)).toContain('Visa_Service');
    expect(conditionTriggers(formOf(files), 'step1', 'Surname').map((field) => field.name)).not.toContain('Gender');
    expect(() =>
      setCondition(shipped, 'step2', 'Visible_identification_marks', {
        match: 'all',
        rules: [{ field: 'Applicant_Marital_Status', operator: 'is-answered', values: [] }],
      }),
    ).toThrow(/asked after .*only an earlier answer can show it/);
  });

  it('refuses a value the trigger does not offer, a cycle, a field of many places, a server field', () => {
    expect(() => setCondition(shipped, 'step3', 'spouse_Name', married('WIDOWED'))).toThrow(/is not one of the answers/);
    expect(() => setCondition(shipped, 'step1', 'sub_Visa_Service', null)).toThrow(/in the JSON editor/);
    expect(() =>
      setCondition(shipped, 'step1', 'Surname', {
        match: 'all',
        rules: [{ field: 'Application_Type', operator: 'is', values: ['Normal Processing'] }],
      }),
    ).toThrow(/always asked/);
    expect(() => setCondition(shipped, 'step2', 'Gender', { match: 'all', rules: [{ field: 'Surname', operator: 'is', values: ['x'] }] })).toThrow(
      /has no choices/,
    );
    expect(() => setCondition(shipped, 'step3', 'Applicant_Marital_Status', married())).toThrow(/cannot be shown by its own answer/);
    expect(() =>
      setCondition(shipped, 'step3', 'Applicant_Marital_Status', {
        match: 'all',
        rules: [{ field: 'spouse_Name', operator: 'is-answered', values: [] }],
      }),
    ).toThrow(/is itself shown by the answer to "Applicant's Marital Status"/);
    expect(() => setCondition(shipped, 'step3', 'spouse_Name', { match: 'all', rules: [] })).toThrow(/at least one answer/);
  });

  it('tells a condition the builder can write from one it cannot', () => {
    const form = formOf(shipped);
    expect(fieldCondition(form.field('Surname')!)).toBeUndefined();
    expect(fieldCondition(form.field('spouse_Name')!)).toEqual(married());
    expect(fieldCondition(form.field('sub_Visa_Service')!)).toBeNull();
  });
});

describe('lists', () => {
  it('adds, renames, moves, removes and sorts entries', () => {
    let files = addListEntry(shipped, 'nationalities', 'ATLANTIS');
    expect(formOf(files).field('Nationality')!.choices!.at(-1)).toEqual({ value: 'ATLANTIS', label: 'ATLANTIS' });
    files = renameListEntry(files, 'nationalities', 'ATLANTIS', 'NEW ATLANTIS');
    files = moveListEntry(files, 'nationalities', 'NEW ATLANTIS', 0);
    expect(formOf(files).lists.find((list) => list.id === 'nationalities')!.values[0]).toBe('NEW ATLANTIS');
    files = sortList(files, 'nationalities');
    const values = formOf(files).lists.find((list) => list.id === 'nationalities')!.values as string[];
    expect(values).toEqual([...values].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    files = removeListEntry(files, 'nationalities', 'NEW ATLANTIS');
    expect(formOf(files).lists.find((list) => list.id === 'nationalities')!.values).not.toContain('NEW ATLANTIS');
  });

  it('keeps each entry its label where a field labels the list', () => {
    let files = addListEntry(shipped, 'genders', 'OTHER', 0);
    expect(formOf(files).field('Gender')!.choices).toEqual([
      { value: 'OTHER', label: 'OTHER' },
      { value: 'MALE', label: 'Male' },
      { value: 'FEMALE', label: 'Female' },
      { value: 'TRANSGANGER', label: 'Transgender' },
    ]);
    files = removeListEntry(files, 'genders', 'MALE');
    expect(
      formOf(files)
        .field('Gender')!
        .choices!.map((choice) => choice.label),
    ).toEqual(['OTHER', 'Female', 'Transgender']);
  });

  it('refuses a derived list, a duplicate, an empty entry and an unknown one', () => {
    expect(() => addListEntry(shipped, 'countries-except-india', 'X')).toThrow('"Country" is made from countries.json: change that list instead.');
    expect(() => addListEntry(shipped, 'nationalities', 'FRANCE')).toThrow('already has "FRANCE"');
    expect(() => addListEntry(shipped, 'nationalities', '  ')).toThrow('An entry cannot be empty.');
    expect(() => renameListEntry(shipped, 'nationalities', 'NARNIA', 'X')).toThrow('has no "NARNIA"');
  });

  it('adds a list a choice can offer, a list of a file of lists included', () => {
    let files = addList(shipped, 'meal-preferences', 'Meal preference', ['Vegetarian', 'Vegan', 'Any']);
    files = addField(files, 'step1', { name: 'Meal', title: 'Meal', kind: 'choice', list: 'meal-preferences' });
    expect(
      formOf(files)
        .field('Meal')!
        .choices!.map((choice) => choice.value),
    ).toEqual(['Vegetarian', 'Vegan', 'Any']);
    files = addListEntry(shipped, 'visa-services#/$defs/tourist-durations', '10 Year');
    expect(
      formOf(files)
        .field('Sub_t_Visa_Service')!
        .choices!.map((choice) => choice.value),
    ).toContain('10 Year');
    expect(() => addList(shipped, 'Meal Preferences', 'x', ['a'])).toThrow(/lower-case/);
  });
});

describe('Preview sections', () => {
  it('adds, renames, moves and removes sections and places fields', () => {
    let files = addField(shipped, 'step1', { name: 'Hotel', title: 'Hotel', kind: 'text' });
    files = addPreviewSection(files, 'Stay', 1);
    files = placePreviewField(files, 'Hotel', 1);
    files = renamePreviewSection(files, 1, 'Stay in India');
    const preview = previewOf(buildDefinition(files), { ...validApplication(now), Hotel: 'Taj' });
    expect(preview.sections[1]).toMatchObject({ title: 'Stay in India', rows: [{ name: 'Hotel', value: 'Taj' }] });

    files = placePreviewField(files, 'Hotel', 0, 0);
    expect(formOf(files).preview.sections[1]!.fields).toEqual([]);
    expect(formOf(files).preview.sections[0]!.fields![0]).toBe('Hotel');
    files = hidePreviewField(files, 'Hotel', true);
    expect(formOf(files).preview.hidden).toContain('Hotel');
    expect(JSON.stringify(formOf(files).preview.sections)).not.toContain('Hotel');
    files = removePreviewSection(files, 1);
    expect(formOf(files).preview.sections.map((section) => section.title)).not.toContain('Stay in India');
    expect(checkDefinition(files, { now }).ok).toBe(true);
  });

  it('refuses to remove the section of the uploads', () => {
    const uploads = formOf(shipped).preview.sections.findIndex((section) => section.uploads);
    expect(() => removePreviewSection(shipped, uploads)).toThrow(/photograph and documents/);
  });
});

describe('a whole version as one file', () => {
  it('exports every file and reads them back, refusing with a reason what is not a version of this form', () => {
    const exported = JSON.stringify(versionFile('india-evisa', 7, 'Hotel question', shipped));
    expect(readVersionFile(exported, 'india-evisa')).toEqual({
      format: 'evisa-form-version',
      form_id: 'india-evisa',
      version: 7,
      note: 'Hotel question',
      files: shipped,
    });

    const refused = (text: string) => {
      try {
        readVersionFile(text, 'india-evisa');
      } catch (error) {
        expect(error).toBeInstanceOf(EditError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(refused('{"format": ')).toMatch(/^This is not a JSON file: /);
    expect(refused('{"files": {}}')).toMatch(/not an exported form version/);
    expect(refused(JSON.stringify(versionFile('kenya-evisa', 1, '', shipped)))).toBe('This file holds the form "kenya-evisa", not "india-evisa".');
    expect(refused(JSON.stringify(versionFile('india-evisa', 1, '', { ...shipped, 'notes.txt': {} })))).toBe(
      '"notes.txt" is not a file of a form definition.',
    );
    expect(refused(JSON.stringify(versionFile('india-evisa', 1, '', { ...shipped, 'lists/extra.json': [] })))).toBe(
      '"lists/extra.json" must hold a JSON object.',
    );
    const { 'steps/step2.schema.json': _step2, ...withoutStep2 } = shipped;
    expect(refused(JSON.stringify(versionFile('india-evisa', 1, '', withoutStep2)))).toMatch(/^These files do not build a form: /);
  });
});
