import type { AdminApi } from './console.js';

export type DefinitionFiles = Record<string, Record<string, unknown>>;
export interface DefinitionVersion {
  id: string;
  version: number;
  status: string;
}

/** The version of the form that applicants get now. */
export async function publishedVersion(api: AdminApi): Promise<DefinitionVersion> {
  const list: DefinitionVersion[] = await api('GET', `/api/admin/form-definitions?filter=${encodeURIComponent('{"status":"published"}')}`);
  return list[0]!;
}

/** A draft copied from `from` with its files changed by `change` and saved, as an editor makes one; returns its id. */
export async function changedDraft(api: AdminApi, from: DefinitionVersion, change: (files: DefinitionFiles) => void, note: string): Promise<string> {
  const draft = await api('POST', '/api/admin/form-definitions', { form_id: 'india-evisa', from_version: from.version, note });
  const { files } = (await api('GET', `/api/admin/form-definitions/${draft.id}`)) as { files: DefinitionFiles };
  change(files);
  await api('PUT', `/api/admin/form-definitions/${draft.id}`, { files, note });
  return draft.id;
}
