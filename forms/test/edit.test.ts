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
  queryForm,
  removeField,
  removeListEntry,
  removePreviewSection,
  renameListEntry,
  renamePreviewSection,
  setCondition,
  simpleCondition,
  sortList,
  updateField,
  type DefinitionFiles,
} from '../src/index.js';
import { validApplication } from '../src/fixtures.js';
import { now } from './helpers.js';

const shipped = indiaEvisaFiles;
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
    expect(checkDefinition(files, { now })).toEqual({ ok: true, errors: [] });
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

describe('show this field only when FIELD is VALUE', () => {
  it('moves a field under a condition and back, keeping required and its message', () => {
    let files = addField(shipped, 'step3', { name: 'Wedding_date', title: 'Wedding date', kind: 'date', required: true });
    files = setCondition(files, 'step3', 'Wedding_date', { field: 'Applicant_Marital_Status', value: 'MARRIED' });
    const field = formOf(files).field('Wedding_date')!;
    expect(simpleCondition(field)).toEqual({ field: 'Applicant_Marital_Status', value: 'MARRIED' });
    expect(field.condition!.text).toBe('Applicant_Marital_Status is MARRIED');
    expect(field.required).toBe(true);
    // It joins the spouse's fields, under the existing `if`.
    const allOf = (files['steps/step3.schema.json'] as { allOf: unknown[] }).allOf;
    expect(allOf.length).toBe((shipped['steps/step3.schema.json'] as { allOf: unknown[] }).allOf.length);
    const single = { ...validApplication(now, { Applicant_Marital_Status: 'SINGLE' }) };
    expect(errorsOf(files, 'step3', single)).toEqual([]);
    const married = validApplication(now, { Applicant_Marital_Status: 'MARRIED' });
    expect(errorsOf(files, 'step3', married)).toContainEqual({ field: 'Wedding_date', message: 'Wedding date is required' });

    files = setCondition(files, 'step3', 'Wedding_date', null);
    expect(formOf(files).field('Wedding_date')!.condition).toBeUndefined();
    expect(errorsOf(files, 'step3', single)).toEqual([{ field: 'Wedding_date', message: 'Wedding date is required' }]);
  });

  it('shows a field by a yes/no answer in a new branch, and drops the branch when it is left empty', () => {
    let files = addField(shipped, 'step1', { name: 'Hotel', title: 'Hotel', kind: 'text' });
    files = addField(files, 'step1', { name: 'Has_hotel', title: 'Booked a hotel?', kind: 'yes-no' });
    files = setCondition(files, 'step1', 'Hotel', { field: 'Has_hotel', value: true });
    expect(simpleCondition(formOf(files).field('Hotel')!)).toEqual({ field: 'Has_hotel', value: true });
    const count = (files['steps/step1.schema.json'] as { allOf: unknown[] }).allOf.length;
    files = setCondition(files, 'step1', 'Hotel', null);
    expect((files['steps/step1.schema.json'] as { allOf: unknown[] }).allOf.length).toBe(count - 1);
  });

  it('refuses a trigger on another step, a value it does not offer, a field of many places, a server field', () => {
    expect(() => setCondition(shipped, 'step2', 'Previous_Surname', { field: 'Visa_Service', value: 'eTOURIST VISA' })).toThrow(/not on this step/);
    expect(() => setCondition(shipped, 'step3', 'spouse_Name', { field: 'Applicant_Marital_Status', value: 'WIDOWED' })).toThrow(
      /is not one of the answers/,
    );
    expect(() => setCondition(shipped, 'step1', 'sub_Visa_Service', null)).toThrow(/in the JSON editor/);
    expect(() => setCondition(shipped, 'step1', 'Surname', { field: 'Application_Type', value: 'Normal Processing' })).toThrow(/always asked/);
    expect(() => setCondition(shipped, 'step2', 'Gender', { field: 'Surname', value: 'x' })).toThrow(/not on this step/);
  });

  it('tells a condition the friendly editor can write from one it cannot', () => {
    const form = formOf(shipped);
    expect(simpleCondition(form.field('Surname')!)).toBeUndefined();
    expect(simpleCondition(form.field('spouse_Name')!)).toEqual({ field: 'Applicant_Marital_Status', value: 'MARRIED' });
    expect(simpleCondition(form.field('sub_Visa_Service')!)).toBeNull();
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
