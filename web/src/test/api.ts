import { vi } from 'vitest';
import type { paths } from '@evisa/contract';
import { buildVersion, contactFormFiles, indiaEvisaFiles } from '@evisa/forms';
import type { FormDefinition } from '@evisa/forms/browser';
import { loadValidators, validatorsUrl } from '@evisa/form-ui';

/** The shipped definition as the API publishes it (version 1). */
export const publishedDefinition: FormDefinition = buildVersion(indiaEvisaFiles, { version: 1 }).definition;

/** The shipped contact form as the API publishes it (version 1). */
const publishedContactForm: FormDefinition = buildVersion(contactFormFiles, { version: 1 }).definition;

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

type Method = 'get' | 'put' | 'post';
type Responses<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: infer R } ? R : never;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
/** A body with only the fields a test is about: each one still named and typed as the contract has it. */
type Loose<T> = T extends readonly (infer U)[] ? readonly Loose<U>[] : T extends object ? { [K in keyof T]?: Loose<T[K]> } : T;

/**
 * An answer of the API as its contract declares it for the path, method and status: the body is typed by the
 * OpenAPI document (fields a test is not about may be left out), so a stub cannot answer a field or a value the
 * API never would.
 */
export function reply<P extends keyof paths, M extends keyof paths[P] & Method, S extends keyof Responses<P, M> & number>(
  _path: P,
  _method: M,
  status: S,
  body: Loose<JsonOf<Responses<P, M>[S]>>,
): Response {
  return Response.json(body, { status });
}

/**
 * A call as the tests read it: the site's client sends a Request (openapi-fetch), read here as the path on this
 * origin (a whole URL elsewhere) and the method, headers and body it was sent with.
 */
async function asCall(input: string | URL | Request, init?: RequestInit): Promise<[string, RequestInit | undefined]> {
  if (!(input instanceof Request)) return [String(input), init];
  const url = new URL(input.url);
  const body = input.method === 'GET' || input.method === 'HEAD' ? undefined : (await input.text()) || undefined;
  return [
    url.origin === location.origin ? `${url.pathname}${url.search}` : input.url,
    { method: input.method, headers: input.headers, body, signal: input.signal },
  ];
}

/**
 * Stands in for the API's HTTP answers: the form definition is answered as GET /api/forms/india-evisa (and
 * /versions/{n}) answer it, the contact form's as GET /api/forms/contact (`definitions` by version: the published one first), every other call by `handler`.
 * Returns the mock of those other calls, so a test sees the calls it is about. The steps' validator modules are
 * imported from their API URLs, answered by the servedValidators plugin (vitest.config.ts).
 */
export function stubApi(handler: Handler, definitions: FormDefinition[] = [publishedDefinition]) {
  const calls = vi.fn(handler);
  const definitionRequests = vi.fn((url: string) => url);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, requestInit?: RequestInit) => {
      const [url, init] = await asCall(input, requestInit);
      if (url === '/api/forms/contact') {
        definitionRequests(url);
        return Response.json({ success: true, status: true, data: publishedContactForm });
      }
      const form = /^\/api\/forms\/india-evisa(?:\/versions\/(\d+))?$/.exec(url);
      if (!form) return calls(url, init);
      definitionRequests(url);
      const definition = form[1] ? definitions.find((candidate) => candidate.version === Number(form[1])) : definitions[0];
      return definition
        ? Response.json({ success: true, status: true, data: definition })
        : Response.json({ success: false, status: false, message: 'Form version not found' }, { status: 404 });
    }),
  );
  return Object.assign(calls, { definitionRequests });
}

/** Imports the steps' validator modules once, outside the tests' own time limits (slow on a cold start). */
export const warmValidators = (...stepIds: string[]) =>
  Promise.all(stepIds.map((stepId) => loadValidators(validatorsUrl.ofVersion('india-evisa', publishedDefinition.version, stepId))));

/** An application id as the API makes them, for tests that answer for the API. */
export const TEST_ID = 'ABCDEFGHJKMNPQRST';

/** How long a test waits for a page the router loads lazily (slow on a cold start). */
export const LAZY_LOAD = { timeout: 10_000 };

/** Every API call (but the definition's) answered as the contract declares `path` answers (see `reply`). */
export function answerWith<P extends keyof paths, M extends keyof paths[P] & Method, S extends keyof Responses<P, M> & number>(
  path: P,
  method: M,
  status: S,
  body: Loose<JsonOf<Responses<P, M>[S]>>,
) {
  return stubApi(() => reply(path, method, status, body));
}
