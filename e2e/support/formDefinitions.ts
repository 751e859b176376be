import type { AdminApi } from './console.js';

export type DefinitionFiles = Record<string, Record<string, unknown>>;
export interface DefinitionVersion {
  id: string;
  version: number;
  status: string;
}

/** The version of the application form that applicants get now. */
export async function publishedVersion(api: AdminApi): Promise<DefinitionVersion> {
  const filter = encodeURIComponent('{"status":"published","form_id":"india-evisa"}');
  const list: DefinitionVersion[] = await api('GET', `/api/admin/form-definitions?filter=${filter}`);
  return list[0]!;
}

/** A draft copied from `from` with its files changed by `change` and saved, as an editor makes one; returns its id. */
export async function changedDraft(api: AdminApi, from: DefinitionVersion, change: (files: DefinitionFiles) => void, note: string): Promise<string> {
  const draft = await api('POST', '/api/admin/form-definitions', { form_id: 'india-evisa', from_version: from.version, note });
  const { files, revision } = (await api('GET', `/api/admin/form-definitions/${draft.id}`)) as { files: DefinitionFiles; revision: number };
  change(files);
  // Every language optional: the change's new texts are not translated here (the editor's journey translates them).
  const manifest = files['form.json'] as { languages?: Array<{ required: boolean }> };
  for (const language of manifest.languages ?? []) language.required = false;
  // The revision read: a draft save never overwrites one made since.
  await api('PUT', `/api/admin/form-definitions/${draft.id}`, { files, note, revision });
  return draft.id;
}

/**
 * Prices a nationality as an admin does in Fees, with the amounts of the first country in the table: a version that
 * offers a nationality without fees does not publish. Another journey on the same server may have priced it already.
 */
export async function priceNationality(api: AdminApi, country: string): Promise<void> {
  const [model] = await api<Array<Record<string, unknown>>>('GET', `/api/admin/fees?range=${encodeURIComponent('[0,0]')}`);
  const { id: _id, updated_at: _updated, country: _country, ...amounts } = model;
  await api('POST', '/api/admin/fees', { country, ...amounts }).catch((error: Error) => {
    if (!/: 409 /.test(error.message)) throw error;
  });
}
