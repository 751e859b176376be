import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { updateField, versionFile, type DefinitionFiles } from '@evisa/forms/browser';
import { describe, expect, it } from 'vitest';
import { App } from '../App';
import {
  definitionsApi,
  draftWith as draftWithFiles,
  editorForEachTest,
  FIRST_RENDER,
  publishedApplicationForm,
  SEVERAL_PAGES,
} from '../test/formDefinitions';
import type { FormDefinitionRecord, FormDefinitionSummary } from './types';

const open = (path: string) => {
  window.history.pushState({}, '', path);
  render(<App />);
};

const editor = editorForEachTest();

// The versions of the application form only: the contact form (and any form a test makes) has a published version too.
const APPLICATION_VERSIONS = `/admin/form-definitions?filter=${encodeURIComponent('{"form_id":"india-evisa"}')}`;

// The form definitions' API as the signed-in editor.
const definitions = <T,>(method: string, path: string) => definitionsApi<T>(editor.token, method, path);
const published = () => publishedApplicationForm(editor.token);
const draftWith = (note: string, change: (files: DefinitionFiles) => DefinitionFiles = (files) => files) =>
  draftWithFiles(editor.token, note, change);

describe('form definitions', () => {
  it(
    'lists the versions, opens a draft from the published one and adds a field with the friendly editor',
    async () => {
      open(APPLICATION_VERSIONS);
      await screen.findAllByText('Published', {}, FIRST_RENDER);
      const row = screen
        .getAllByText('Published')
        .map((chip) => chip.closest('tbody tr'))
        .find(Boolean) as HTMLElement;
      fireEvent.click(within(row).getByRole('button', { name: 'New draft' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'Asks for the hotel' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Open draft' }));

      expect((await screen.findAllByRole('heading', { name: /^Draft version \d+$/ }, FIRST_RENDER)).length).toBeGreaterThan(0);
      fireEvent.click(await screen.findByRole('button', { name: 'Add field' }, FIRST_RENDER));
      const add = await screen.findByRole('dialog');
      expect(within(add).getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Text');
      expect(within(add).getByRole('combobox', { name: 'Show after' })).toBeInTheDocument();
      fireEvent.change(within(add).getByLabelText(/^Title/), { target: { value: 'Hotel name' } });
      expect(within(add).getByText('Stored as Hotel_name')).toBeInTheDocument();
      fireEvent.click(within(add).getByRole('button', { name: 'Add field' }));
      const fields = await screen.findByRole('list', { name: 'Fields of e-Visa Application' }, FIRST_RENDER);
      expect(within(fields).getByText('Hotel name')).toBeInTheDocument();
      const properties = screen.getByRole('region', { name: 'Properties of Hotel name' });
      expect(properties).toBeInTheDocument();
      expect(within(properties).getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Text');

      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Draft saved.', {}, FIRST_RENDER)).toBeInTheDocument();
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
    SEVERAL_PAGES,
  );

  it(
    'opens a draft clicked in the list in the editor',
    async () => {
      const draft = await draftWith('Opened from the list');
      open('/admin/form-definitions');

      fireEvent.click(await screen.findByText('Opened from the list', {}, FIRST_RENDER));
      expect(await screen.findByRole('heading', { level: 2, name: `Draft version ${draft.version}` }, FIRST_RENDER)).toBeInTheDocument();
      expect(await screen.findByRole('list', { name: 'Fields of e-Visa Application' }, FIRST_RENDER)).toBeInTheDocument();
      expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    },
    SEVERAL_PAGES,
  );

  it(
    "shows a version clicked in the list from its own record, never the list's summary of it (which has no files)",
    async () => {
      const { version } = await published();
      open(APPLICATION_VERSIONS);
      const row = (await screen.findAllByText('Published', {}, FIRST_RENDER)).map((chip) => chip.closest('tbody tr')).find(Boolean) as HTMLElement;

      // Every page the console shows on the way, the moments before the version itself arrives included.
      const shown: string[] = [];
      const watch = new MutationObserver(() => shown.push(document.body.textContent ?? ''));
      watch.observe(document.body, { childList: true, subtree: true, characterData: true });
      fireEvent.click(within(row).getByText(`v${version}`));
      expect(await screen.findByRole('region', { name: 'Steps and fields' }, FIRST_RENDER)).toBeInTheDocument();
      watch.disconnect();
      expect(shown.filter((text) => text.includes('does not build'))).toEqual([]);
    },
    SEVERAL_PAGES,
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

      fireEvent.click(await screen.findByRole('button', { name: 'Check' }, FIRST_RENDER));
      const results = await screen.findByRole('region', { name: 'Check results' }, FIRST_RENDER);
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
      expect(await screen.findByText(/The checks found problems: nothing was published/, {}, FIRST_RENDER)).toBeInTheDocument();
      expect((await published()).id).toBe(before.id);
      expect((await definitions<FormDefinitionRecord>('GET', `/${draft.id}`)).status).toBe('draft');
    },
    SEVERAL_PAGES,
  );

  it(
    'publishes a draft with a note, then rolls back to the version before, each in the history',
    async () => {
      const before = await published();
      const draft = await draftWith('Same form, new note');
      open(`/admin/form-definitions/${draft.id}`);

      fireEvent.click(await screen.findByRole('button', { name: 'Publish' }, FIRST_RENDER));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'Checked by the team' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
      expect(await screen.findByText(`Version ${draft.version} is published.`, {}, FIRST_RENDER)).toBeInTheDocument();
      await waitFor(async () => expect((await published()).id).toBe(draft.id));
      cleanup();

      open(`/admin/form-definitions/${before.id}/show`);
      fireEvent.click(await screen.findByRole('button', { name: 'Roll back to this version' }, FIRST_RENDER));
      const rollBack = await screen.findByRole('dialog');
      fireEvent.change(within(rollBack).getByLabelText(/^Note/), { target: { value: 'Back to the previous form' } });
      fireEvent.click(within(rollBack).getByRole('button', { name: 'Roll back' }));
      expect(
        await screen.findByText(new RegExp(`Version ${before.version} is published again as version \\d+\\.`), {}, FIRST_RENDER),
      ).toBeInTheDocument();
      const now = await published();
      expect(now.version).toBeGreaterThan(draft.version);
      expect(now.note).toBe('Back to the previous form');
      const history = await screen.findByRole('list', { name: 'History' }, FIRST_RENDER);
      expect(within(history).getByText(/Published again \(roll-back\) · from version/)).toBeInTheDocument();
      expect(within(history).getByText('“Back to the previous form”')).toBeInTheDocument();
    },
    SEVERAL_PAGES,
  );

  it(
    'imports a whole version from one file: a bad file says why and changes nothing, a good one can be undone',
    async () => {
      const draft = await draftWith('Imported');
      open(`/admin/form-definitions/${draft.id}`);
      const fields = await screen.findByRole('list', { name: 'Fields of e-Visa Application' }, FIRST_RENDER);
      const input = screen.getByLabelText('Version file to import');

      fireEvent.change(input, { target: { files: [new File(['{"files": '], 'broken.json', { type: 'application/json' })] } });
      expect(await screen.findByText(/^broken\.json was not imported: This is not a JSON file: /, {}, FIRST_RENDER)).toBeInTheDocument();
      const otherForm = JSON.stringify(versionFile('kenya-evisa', 3, 'Kenya', draft.files));
      fireEvent.change(input, { target: { files: [new File([otherForm], 'kenya.json', { type: 'application/json' })] } });
      expect(
        await screen.findByText('kenya.json was not imported: This file holds the form "kenya-evisa", not "india-evisa".', {}, FIRST_RENDER),
      ).toBeInTheDocument();
      expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

      const renamed = updateField(draft.files, 'step1', 'Surname', { title: 'Family name' });
      const exported = JSON.stringify(versionFile('india-evisa', 41, 'From another console', renamed));
      fireEvent.change(input, { target: { files: [new File([exported], 'version-41.json', { type: 'application/json' })] } });
      expect(await within(fields).findByText('Family name', {}, FIRST_RENDER)).toBeInTheDocument();
      expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
      expect(await within(fields).findByText('Surname (exactly as in passport)', {}, FIRST_RENDER)).toBeInTheDocument();
      expect(within(fields).queryByText('Family name')).not.toBeInTheDocument();
    },
    SEVERAL_PAGES,
  );
});
