import type { Schemas } from '@evisa/contract';
import { HttpError } from 'react-admin';
import { httpClient } from '../httpClient';
import type { DefinitionFiles } from '@evisa/forms/browser';
import type { CheckError, CheckResult, FormDefinitionRecord } from './types';

const base = '/api/admin/form-definitions';

/** The checks before publishing, run by the API on the saved files; nothing changes. */
export async function checkVersion(id: string): Promise<CheckResult> {
  const { json } = await httpClient(`${base}/${id}/check`, { method: 'POST', body: '{}' });
  return json as CheckResult;
}

/** A publish the checks refused (422): what they found, located in the files. */
export class PublishRefused extends Error {
  constructor(readonly errors: CheckError[]) {
    super('The checks found problems: nothing was published.');
  }
}

/** Publishes a draft, or an earlier version again as a new version (the roll-back), with a note for the log. */
export async function publishVersion(id: string, note: string): Promise<FormDefinitionRecord> {
  try {
    const { json } = await httpClient(`${base}/${id}/publish`, { method: 'POST', body: JSON.stringify({ note }) });
    return json as FormDefinitionRecord;
  } catch (error) {
    const errors = error instanceof HttpError && error.status === 422 ? (error.body as Schemas['PublishRefused']).errors : undefined;
    if (Array.isArray(errors)) throw new PublishRefused(errors);
    throw error;
  }
}

/** A draft save refused because someone saved the draft since it was opened (409): who and when. */
export class DraftConflict extends Error {
  constructor(
    message: string,
    readonly savedBy: string | undefined,
    readonly savedAt: string | undefined,
  ) {
    super(message);
  }
}

/**
 * Saves a draft's files and note, on condition that it is still the revision the editor has (`If-Match`): a save
 * made meanwhile by someone else is never overwritten, the API answers 409 and this throws DraftConflict.
 */
export async function saveDraft(
  id: string,
  body: { files: DefinitionFiles; note: string },
  revision: number | undefined,
): Promise<FormDefinitionRecord> {
  try {
    const { json } = await httpClient(`${base}/${id}`, {
      method: 'PUT',
      body: JSON.stringify(body),
      headers: new Headers(revision ? { 'If-Match': `"${revision}"` } : {}),
    });
    return json as FormDefinitionRecord;
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) {
      const conflict = (error.body ?? {}) as { message?: string; saved_by?: string | null; saved_at?: string | null };
      if (conflict.saved_at || conflict.saved_by) {
        throw new DraftConflict(conflict.message ?? error.message, conflict.saved_by ?? undefined, conflict.saved_at ?? undefined);
      }
    }
    throw error;
  }
}

/** One version with its files, by id, fresh from the API. */
export async function fetchVersion(id: string): Promise<FormDefinitionRecord> {
  const { json } = await httpClient(`${base}/${id}`);
  return json as FormDefinitionRecord;
}
