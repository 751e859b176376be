import { cleanup } from '@testing-library/react';
import type { DefinitionFiles } from '@evisa/forms/browser';
import { afterEach, beforeEach } from 'vitest';
import type { FormDefinitionRecord, FormDefinitionSummary } from '../form-definitions/types';
import { api, signInAs, useRealApi } from './realApi';

/** How long a query waits for the form editor's first render: the whole of react-admin and MUI under jsdom. */
export const FIRST_RENDER = { timeout: 60_000 };

/** A test's own limit when it renders several console pages under jsdom, which on a busy machine takes a while. */
export const SEVERAL_PAGES = 400_000;

/**
 * An editor signed in afresh before each test of the file (nothing kept in the browser's storage) and the console
 * unmounted after it: `editor.token` is the session of the test running.
 */
export function editorForEachTest(): { readonly token: string } {
  const editor = { token: '' };
  beforeEach(async () => {
    localStorage.clear();
    useRealApi();
    editor.token = (await signInAs('editor')).token;
  });
  afterEach(cleanup);
  return editor;
}

/** A call to the form definitions' admin API with a staff member's token; `path` follows /api/admin/form-definitions. */
export const definitionsApi = <T>(token: string, method: string, path: string, body?: unknown) =>
  api<T>(method, `/api/admin/form-definitions${path}`, body, token);

/** The published version of the application form (the contact form, and any form a test makes, has one too). */
export const publishedApplicationForm = async (token: string) =>
  (
    await definitionsApi<FormDefinitionSummary[]>(token, 'GET', `?filter=${encodeURIComponent('{"status":"published","form_id":"india-evisa"}')}`)
  )[0]!;

/** A draft of the application form made through the API from its published version. */
export const draftFromPublished = async (token: string, note: string) =>
  definitionsApi<FormDefinitionRecord>(token, 'POST', '', {
    form_id: 'india-evisa',
    from_version: (await publishedApplicationForm(token)).version,
    note,
  });

/** A draft from the published version, its files changed by `change` and saved. */
export async function draftWith(token: string, note: string, change: (files: DefinitionFiles) => DefinitionFiles): Promise<FormDefinitionRecord> {
  const draft = await draftFromPublished(token, note);
  return definitionsApi<FormDefinitionRecord>(token, 'PUT', `/${draft.id}`, { files: change(draft.files), note, revision: draft.revision });
}
