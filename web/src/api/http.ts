import type { FieldError } from '@evisa/forms/browser';
import { i18next } from '../i18n/i18n';

/** A failed API call: the HTTP status (0 when the server was not reached) and what the server said, if anything. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly fieldErrors: readonly FieldError[] = [],
    /** The whole JSON body of the failure, for calls that answer with more than a message. */
    readonly body: unknown = undefined,
  ) {
    super(serverMessage ?? (status ? `Request failed with status ${status}` : 'The server could not be reached'));
    this.name = 'ApiError';
  }
}

function isFieldError(value: unknown): value is FieldError {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as FieldError).field === 'string' &&
    typeof (value as FieldError).message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined; // an empty or non-JSON body (a proxy's error page, say) carries no message
  }
}

/** Sends a JSON request to the API, in the site's current language, and returns the JSON body of a 2xx answer; anything else throws ApiError. */
export async function requestJson<T>(
  method: string,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
  headers: Record<string, string> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        Accept: 'application/json',
        // The API answers in the applicant's language, and a new application keeps it for its e-mails and documents.
        'Accept-Language': i18next.language,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, undefined);
  }
  const json = await readJson(response);
  if (!response.ok) {
    const failure = (json ?? {}) as { message?: unknown; errors?: unknown };
    throw new ApiError(
      response.status,
      typeof failure.message === 'string' && failure.message ? failure.message : undefined,
      Array.isArray(failure.errors) ? failure.errors.filter(isFieldError) : [],
      json,
    );
  }
  return json as T;
}
