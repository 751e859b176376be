import { viewApplication, type ApplicationRecord } from '../api/applications';
import { ApiError } from '../api/http';

export type LoadOutcome = { ok: true; application: ApplicationRecord } | { ok: false; message: string };

const FAILED = 'An error occurred while fetching data';

/** Loads an application to edit; a failure carries the message the spec asks for (part 1, section 8). */
export async function loadApplication(id: string, signal?: AbortSignal): Promise<LoadOutcome> {
  try {
    const body = await viewApplication(id, signal);
    if (body.status !== true || !body.data) return { ok: false, message: body.message || FAILED };
    return { ok: true, application: body.data };
  } catch (error) {
    return { ok: false, message: (error instanceof ApiError && error.serverMessage) || FAILED };
  }
}
