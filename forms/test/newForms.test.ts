import { describe, expect, it } from 'vitest';
import {
  addField,
  buildVersion,
  checkDefinition,
  contactFormFiles,
  copiedFormFiles,
  emptyFormFiles,
  formAddress,
  isFormId,
  queryForm,
} from '../src/index.js';

const generic = (id: string) => ({ id, kind: 'generic' }) as const;

describe('a new form', () => {
  it('takes an id of lower-case words joined by dashes, which is its public address', () => {
    expect(['kenya-evisa', 'refund-request', 'a1'].every(isFormId)).toBe(true);
    expect(['Kenya', 'kenya_evisa', '-kenya', 'kenya-', 'kenya--evisa', '1kenya', '', 'x'.repeat(65)].some(isFormId)).toBe(false);
    expect(formAddress('generic', 'refund-request')).toBe('/forms/refund-request');
    expect(formAddress('enquiry', 'contact')).toBe('/contact');
  });

  it('starts empty with one step and passes the checks of a generic form; a field added by the editor builds', () => {
    const files = emptyFormFiles('refund-request', 'Refund request');
    expect(checkDefinition(files, { form: generic('refund-request') })).toMatchObject({ ok: true, errors: [] });
    const withField = addField(files, 'step1', { name: 'Order_Number', title: 'Order number', kind: 'text', required: true });
    expect(checkDefinition(withField, { form: generic('refund-request') })).toMatchObject({ ok: true, errors: [] });
    const { definition } = buildVersion(withField, { version: 1 });
    expect(queryForm(definition).fields.map(({ name, required }) => ({ name, required }))).toEqual([{ name: 'Order_Number', required: true }]);
  });

  it("copies another form's files under its own id and title", () => {
    const files = copiedFormFiles(contactFormFiles, 'callback', 'Call me back');
    expect(files['form.json']).toMatchObject({ id: 'callback', title: 'Call me back' });
    expect(checkDefinition(files, { form: generic('callback') }).ok).toBe(true);
    expect(contactFormFiles['form.json']).toMatchObject({ id: 'contact' });
  });

  it("refuses a version whose form.json names another form's id", () => {
    expect(checkDefinition(contactFormFiles, { form: generic('callback') }).errors).toEqual([
      { file: 'form.json', path: '/id', message: 'The id must stay callback, the id of this form (it is contact)' },
    ]);
  });
});
