import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { updateField, versionFile, type DefinitionFiles } from '@evisa/forms/browser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import { definitionsApi, draftWith as draftWithFiles, publishedApplicationForm } from '../test/formDefinitions';
import { signInAs, useRealApi } from '../test/realApi';
import type { FormDefinitionRecord, FormDefinitionSummary } from './types';

// The first render pulls in the whole of react-admin and MUI, which takes a while under jsdom.
const slow = { timeout: 60_000 };

const open = (path: string) => {
  window.history.pushState({}, '', path);
  render(<App />);
};

let token = '';

// The versions of the application form only: the contact form (and any form a test makes) has a published version too.
const APPLICATION_VERSIONS = `/admin/form-definitions?filter=${encodeURIComponent('{"form_id":"india-evisa"}')}`;

// The form definitions' API as the signed-in editor.
const definitions = <T,>(method: string, path: string) => definitionsApi<T>(token, method, path);
const published = () => publishedApplicationForm(token);
const draftWith = (note: string, change: (files: DefinitionFiles) => DefinitionFiles = (files) => files) => draftWithFiles(token, note, change);

beforeEach(async () => {
  localStorage.clear();
  useRealApi();
  token = (await signInAs('editor')).token;
});
afterEach(cleanup);

// Each test renders several console pages under jsdom, which on a busy machine takes longer than the default.
const long = 400_000;

describe('form definitions', () => {
  it(
    'lists the versions, opens a draft from the published one and adds a field with the friendly editor',
    async () => {
      open(APPLICATION_VERSIONS);
      await screen.findAllByText('Published', {}, slow);
      const row = screen
        .getAllByText('Published')
        .map((chip) => chip.closest('tbody tr'))
        .find(Boolean) as HTMLElement;
      fireEvent.click(within(row).getByRole('button', { name: 'New draft' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'Asks for the hotel' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Open draft' }));

      expect((await screen.findAllByRole('heading', { name: /^Draft version \d+$/ }, slow)).length).toBeGreaterThan(0);
      fireEvent.click(await screen.findByRole('button', { name: 'Add field' }, slow));
      const add = await screen.findByRole('dialog');
      expect(within(add).getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Text');
      expect(within(add).getByRole('combobox', { name: 'Show after' })).toBeInTheDocument();
      fireEvent.change(within(add).getByLabelText(/^Title/), { target: { value: 'Hotel name' } });
      expect(within(add).getByText('Stored as Hotel_name')).toBeInTheDocument();
      fireEvent.click(within(add).getByRole('button', { name: 'Add field' }));
      const fields = await screen.findByRole('list', { name: 'Fields of e-Visa Application' }, slow);
      expect(within(fields).getByText('Hotel name')).toBeInTheDocument();
      const properties = screen.getByRole('region', { name: 'Properties of Hotel name' });
      expect(properties).toBeInTheDocument();
      expect(within(properties).getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Text');

      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Draft saved.', {}, slow)).toBeInTheDocument();
      const drafts = await definitions<FormDefinitionSummary[]>(
        'GET',
        `?filter=${encodeURIComponent('{"status":"draft"}')}&sort=${encodeURIComponent('["version","DESC"]')}`,
      );
      const saved = await definitions<FormDefinitionRecord>('GET', `/${drafts.find((draft) => draft.note === 'Asks for the hotel')!.id}`);
      expect((saved.files['steps/step1.schema.json'] as { properties: Record<string, unknown> }).properties.Hotel_name).toEqual({
        $ref: '../fields/text.json',
        title: 'Hotel name',
      });
    },
    long,
  );

  it(
    'opens a draft clicked in the list in the editor',
    async () => {
      const draft = await draftWith('Opened from the list');
      open('/admin/form-definitions');

      fireEvent.click(await screen.findByText('Opened from the list', {}, slow));
      expect(await screen.findByRole('heading', { level: 2, name: `Draft version ${draft.version}` }, slow)).toBeInTheDocument();
      expect(await screen.findByRole('list', { name: 'Fields of e-Visa Application' }, slow)).toBeInTheDocument();
      expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    },
    long,
  );

  it(
    "shows a version clicked in the list from its own record, never the list's summary of it (which has no files)",
    async () => {
      const { version } = await published();
      open(APPLICATION_VERSIONS);
      const row = (await screen.findAllByText('Published', {}, slow)).map((chip) => chip.closest('tbody tr')).find(Boolean) as HTMLElement;

      // Every page the console shows on the way, the moments before the version itself arrives included.
      const shown: string[] = [];
      const watch = new MutationObserver(() => shown.push(document.body.textContent ?? ''));
      watch.observe(document.body, { childList: true, subtree: true, characterData: true });
      fireEvent.click(within(row).getByText(`v${version}`));
      expect(await screen.findByRole('region', { name: 'Steps and fields' }, slow)).toBeInTheDocument();
      watch.disconnect();
      expect(shown.filter((text) => text.includes('does not build'))).toEqual([]);
    },
    long,
  );

  it(
    'shows what the checks find beside the field it concerns, and a refused publish changes nothing',
    async () => {
      const draft = await draftWith('Drops a message', (files) => {
        const step2 = structuredClone(files['steps/step2.schema.json']) as { errorMessage: { required: Record<string, string> } };
        delete step2.errorMessage.required.Religion;
        return { ...files, 'steps/step2.schema.json': step2 };
      });
      const before = await published();
      open(`/admin/form-definitions/${draft.id}`);

      fireEvent.click(await screen.findByRole('button', { name: 'Check' }, slow));
      const results = await screen.findByRole('region', { name: 'Check results' }, slow);
      const message = 'Religion is required but has no message: add it under errorMessage.required';
      expect(within(results).getByText(message)).toBeInTheDocument();
      // Where it is, in words: the step and the field's title, not the file and its JSON pointer.
      expect(within(results).getByText('Applicant and passport details › Religion')).toBeInTheDocument();
      fireEvent.click(within(results).getByRole('button', { name: 'Show' }));
      const properties = await screen.findByRole('region', { name: 'Properties of Religion' });
      expect(within(properties).getByText(message)).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
      expect(await screen.findByText(/The checks found problems: nothing was published/, {}, slow)).toBeInTheDocument();
      expect((await published()).id).toBe(before.id);
      expect((await definitions<FormDefinitionRecord>('GET', `/${draft.id}`)).status).toBe('draft');
    },
    long,
  );

  it(
    'publishes a draft with a note, then rolls back to the version before, each in the history',
    async () => {
      const before = await published();
      const draft = await draftWith('Same form, new note');
      open(`/admin/form-definitions/${draft.id}`);

      fireEvent.click(await screen.findByRole('button', { name: 'Publish' }, slow));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'Checked by the team' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
      expect(await screen.findByText(`Version ${draft.version} is published.`, {}, slow)).toBeInTheDocument();
      await waitFor(async () => expect((await published()).id).toBe(draft.id));
      cleanup();

      open(`/admin/form-definitions/${before.id}/show`);
      fireEvent.click(await screen.findByRole('button', { name: 'Roll back to this version' }, slow));
      const rollBack = await screen.findByRole('dialog');
      fireEvent.change(within(rollBack).getByLabelText(/^Note/), { target: { value: 'Back to the previous form' } });
      fireEvent.click(within(rollBack).getByRole('button', { name: 'Roll back' }));
      expect(await screen.findByText(new RegExp(`Version ${before.version} is published again as version \\d+\\.`), {}, slow)).toBeInTheDocument();
      const now = await published();
      expect(now.version).toBeGreaterThan(draft.version);
      expect(now.note).toBe('Back to the previous form');
      const history = await screen.findByRole('list', { name: 'History' }, slow);
      expect(within(history).getByText(/Published again \(roll-back\) · from version/)).toBeInTheDocument();
      expect(within(history).getByText('“Back to the previous form”')).toBeInTheDocument();
    },
    long,
  );

  it(
    'builds a condition on two fields in words, undoes and redoes it (buttons and keys), and saves it as standard JSON Schema',
    async () => {
      const draft = await draftWith('Spouse only in the country');
      open(`/admin/form-definitions/${draft.id}`);
      fireEvent.click(await screen.findByRole('tab', { name: /Address, family and profession details/ }, slow));
      const fields = await screen.findByRole('list', { name: 'Fields of Address, family and profession details' }, slow);
      fireEvent.click(within(fields).getByText("Spouse's Name"));
      const builder = await screen.findByRole('region', { name: 'Show this field only when' }, slow);
      const married = "Applicant's Marital Status is Married";
      expect(within(builder).getByText(`Shown when ${married}.`)).toBeInTheDocument();

      fireEvent.click(within(builder).getByRole('button', { name: 'Add a rule' }));
      const rules = within(builder).getAllByRole('group', { name: 'Rule' });
      expect(rules).toHaveLength(2);
      const country = within(rules[1]!).getByRole('combobox', { name: 'Answer' });
      country.focus();
      fireEvent.change(country, { target: { value: 'KENYA' } });
      fireEvent.keyDown(country, { key: 'ArrowDown' });
      fireEvent.click(await screen.findByRole('option', { name: 'KENYA' }, slow));
      const both = `Shown when ${married} and Present address: Country is KENYA.`;
      expect(await within(builder).findByText(both, {}, slow)).toBeInTheDocument();
      expect(within(fields).getByText(`Text · required · when ${married} and Present address: Country is KENYA`)).toBeInTheDocument();

      fireEvent.click(within(builder).getByRole('button', { name: 'Any of these (or)' }));
      const either = `Shown when ${married} or Present address: Country is KENYA.`;
      expect(await within(builder).findByText(either, {}, slow)).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
      expect(await within(builder).findByText(both, {}, slow)).toBeInTheDocument();
      // The toggle follows the undone condition in the same render as its sentence.
      expect(within(builder).getByRole('button', { name: 'All of these (and)', pressed: true })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
      expect(await within(builder).findByText(either, {}, slow)).toBeInTheDocument();
      expect(within(builder).getByRole('button', { name: 'Any of these (or)', pressed: true })).toBeInTheDocument();
      fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
      expect(await within(builder).findByText(both, {}, slow)).toBeInTheDocument();
      fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
      expect(await within(builder).findByText(either, {}, slow)).toBeInTheDocument();
      fireEvent.keyDown(document.body, { key: 'z', metaKey: true });
      expect(await within(builder).findByText(both, {}, slow)).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Draft saved.', {}, slow)).toBeInTheDocument();
      // Saving keeps the history: the change before it can still be undone.
      expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled();
      const saved = await definitions<FormDefinitionRecord>('GET', `/${draft.id}`);
      const step3 = saved.files['steps/step3.schema.json'] as { allOf: Array<{ if: unknown; then: { properties?: Record<string, unknown> } }> };
      expect(step3.allOf.find((entry) => entry.then.properties?.spouse_Name)?.if).toEqual({
        allOf: [
          { properties: { Applicant_Marital_Status: { const: 'MARRIED' } }, required: ['Applicant_Marital_Status'] },
          { properties: { Present_Country: { const: 'KENYA' } }, required: ['Present_Country'] },
        ],
      });
    },
    long,
  );

  it(
    'imports a whole version from one file: a bad file says why and changes nothing, a good one can be undone',
    async () => {
      const draft = await draftWith('Imported');
      open(`/admin/form-definitions/${draft.id}`);
      const fields = await screen.findByRole('list', { name: 'Fields of e-Visa Application' }, slow);
      const input = screen.getByLabelText('Version file to import');

      fireEvent.change(input, { target: { files: [new File(['{"files": '], 'broken.json', { type: 'application/json' })] } });
      expect(await screen.findByText(/^broken\.json was not imported: This is not a JSON file: /, {}, slow)).toBeInTheDocument();
      const otherForm = JSON.stringify(versionFile('kenya-evisa', 3, 'Kenya', draft.files));
      fireEvent.change(input, { target: { files: [new File([otherForm], 'kenya.json', { type: 'application/json' })] } });
      expect(
        await screen.findByText('kenya.json was not imported: This file holds the form "kenya-evisa", not "india-evisa".', {}, slow),
      ).toBeInTheDocument();
      expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

      const renamed = updateField(draft.files, 'step1', 'Surname', { title: 'Family name' });
      const exported = JSON.stringify(versionFile('india-evisa', 41, 'From another console', renamed));
      fireEvent.change(input, { target: { files: [new File([exported], 'version-41.json', { type: 'application/json' })] } });
      expect(await within(fields).findByText('Family name', {}, slow)).toBeInTheDocument();
      expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
      expect(await within(fields).findByText('Surname (exactly as in passport)', {}, slow)).toBeInTheDocument();
      expect(within(fields).queryByText('Family name')).not.toBeInTheDocument();
    },
    long,
  );
});
