import type { Schemas } from '@evisa/contract';
import { HttpError } from 'react-admin';
import { httpClient } from '../httpClient';
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
