import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '@evisa/contract';
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

/** The ApiError of an answer that is not a 2xx: its status, and the message and field errors its JSON body gives. */
async function failureOf(response: Response): Promise<ApiError> {
  const json = await readJson(response);
  const failure = (json ?? {}) as { message?: unknown; errors?: unknown };
  return new ApiError(
    response.status,
    typeof failure.message === 'string' && failure.message ? failure.message : undefined,
    Array.isArray(failure.errors) ? failure.errors.filter(isFieldError) : [],
    json,
  );
}

/**
 * What every call shares: it goes in the site's current language (the API answers in it, and a new application
 * keeps it for its e-mails and documents); an answer that is not a 2xx throws its ApiError, and a server not
 * reached throws ApiError 0 (an aborted call throws the abort, as fetch does).
 */
const conventions: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept-Language', i18next.language);
  },
  async onResponse({ response }) {
    if (!response.ok) throw await failureOf(response);
  },
  onError({ request }) {
    return request.signal.aborted ? undefined : new ApiError(0, undefined);
  },
};

/**
 * The API, typed by its contract (`paths` of @evisa/contract): each call names its path as the OpenAPI document
 * does, and its parameters, body and answer are the document's. Resolves with `{ data }`, the JSON body of a 2xx
 * answer; anything else throws ApiError (see `conventions`).
 */
export const api = createClient<paths>({
  // Absolute, as a Request needs outside a page too (the tests); on the page it is the page's own origin.
  baseUrl: location.origin,
  headers: { Accept: 'application/json' },
  credentials: 'same-origin',
  // The fetch of the moment, not of start-up: a test stands in for the API by replacing it.
  fetch: (request) => fetch(request),
});
api.use(conventions);

/** The body of a call's 2xx answer: a failure has thrown its ApiError already (see `conventions`). */
export async function dataOf<T>(call: Promise<{ data?: T }>): Promise<T> {
  return (await call).data as T;
}

/** The routes the browser opens itself, not through the client: a download link, an event stream. */
type OpenedPath = { [P in keyof paths]: paths[P] extends { get: { parameters: { path: object } } } ? P : never }[keyof paths];
type PathParams<P extends OpenedPath> = paths[P] extends { get: { parameters: { path: infer Params } } } ? Params : never;

/** The address of a route the browser opens itself, its path parameters filled in (encoded) as the client does. */
export function urlOf<P extends OpenedPath>(path: P, params: PathParams<P>): string {
  const values = params as Record<string, string | number>;
  return path.replace(/\{([^{}]+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
}
