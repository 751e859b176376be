import type { Catalogue, FormDefinition } from '@evisa/forms/browser';

/** The form the site offers; its definition is data the API serves, published by the console's editors. */
export const FORM_ID = 'india-evisa';

const publishedUrl = `/api/forms/${FORM_ID}`;
const versionUrl = (version: number) => `/api/forms/${FORM_ID}/versions/${version}`;

/** Why a definition could not be had: the server was not reached (status 0), or answered with something else. */
export class DefinitionLoadError extends Error {
  constructor(readonly status: number) {
    super(status ? `The form definition could not be loaded (status ${status})` : 'The server could not be reached');
    this.name = 'DefinitionLoadError';
  }
}

/** The languages beyond the site's own that the forms loaded on this page offer (the header's switcher adds them). */
let formLanguages: readonly string[] = [];
const languageListeners = new Set<() => void>();

function noteLanguages(definition: FormDefinition) {
  const added = (definition.languages ?? []).map((language) => language.code).filter((code) => !formLanguages.includes(code));
  if (!added.length) return;
  formLanguages = [...formLanguages, ...added];
  for (const listener of languageListeners) listener();
}

export const offeredFormLanguages = {
  subscribe(listener: () => void) {
    languageListeners.add(listener);
    return () => void languageListeners.delete(listener);
  },
  current: () => formLanguages,
};

async function fetchDefinition(url: string, cache: RequestCache): Promise<FormDefinition> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin', cache });
  } catch {
    throw new DefinitionLoadError(0);
  }
  const body = (await response.json().catch(() => undefined)) as { data?: FormDefinition } | undefined;
  if (!response.ok || !Array.isArray(body?.data?.steps)) throw new DefinitionLoadError(response.status);
  noteLanguages(body.data);
  return body.data;
}

let published: Promise<FormDefinition> | undefined;
const versions = new Map<number, Promise<FormDefinition>>();

/** Keeps a promise for reuse, and forgets it when it fails so that the next call tries again. */
function remember<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  promise.catch(forget);
  return promise;
}

/**
 * The published definition. `fresh` asks the server again (a new application starts on what is published now):
 * the answer says `Cache-Control: no-cache` with an ETag, so the browser revalidates its copy and an unchanged
 * definition costs a 304. Otherwise the copy this page already has is reused (the nationality lists).
 */
export function loadPublishedDefinition({ fresh = false } = {}): Promise<FormDefinition> {
  if (!published || fresh) {
    const loading = fetchDefinition(publishedUrl, 'no-cache').then((definition) => {
      // The published version is also that version: an application pinned to it needs no second request.
      if (typeof definition.version === 'number' && !versions.has(definition.version)) {
        versions.set(definition.version, Promise.resolve(definition));
      }
      return definition;
    });
    published = remember(loading, () => {
      if (published === loading) published = undefined;
    });
  }
  return published;
}

/**
 * The published version of a form other than the application (the contact form, a form editors made), asked
 * afresh: the server says `no-cache` with an ETag, so an unchanged definition costs a 304, and an editor's change
 * is there at the next visit.
 */
export function loadPublishedForm(formId: string): Promise<FormDefinition> {
  return fetchDefinition(`/api/forms/${encodeURIComponent(formId)}`, 'no-cache');
}

/** A version that was published, by number: immutable, so kept for the page's life (and a year by the browser). */
function loadDefinitionVersion(version: number): Promise<FormDefinition> {
  let loading = versions.get(version);
  if (!loading) {
    const request = fetchDefinition(versionUrl(version), 'default');
    loading = remember(request, () => {
      if (versions.get(version) === request) versions.delete(version);
    });
    versions.set(version, loading);
  }
  return loading;
}

/**
 * The definition an application is shown with: the version it was started on (View-application's
 * `form_version`), so that a version published meanwhile does not change the questions under the applicant's
 * feet. A record without one is read with the published version.
 */
export function loadApplicationDefinition(application: { form_version?: unknown }): Promise<FormDefinition> {
  const version = application.form_version;
  return typeof version === 'number' && Number.isInteger(version) ? loadDefinitionVersion(version) : loadPublishedDefinition();
}

const catalogues = new Map<string, Promise<Catalogue>>();

/**
 * One language's texts of a published version (immutable: kept for the page's life, and a year by the browser).
 * Only the applicant's language is ever asked for, when it is chosen.
 */
export function loadCatalogue(formId: string, version: number, language: string): Promise<Catalogue> {
  const url = `/api/forms/${encodeURIComponent(formId)}/versions/${version}/translations/${language}`;
  let loading = catalogues.get(url);
  if (!loading) {
    const request = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }).then(async (response) => {
      const body = (await response.json().catch(() => undefined)) as { data?: Catalogue } | undefined;
      if (!response.ok || typeof body?.data?.texts !== 'object') throw new DefinitionLoadError(response.status);
      return body.data;
    });
    loading = remember(request, () => {
      if (catalogues.get(url) === request) catalogues.delete(url);
    });
    catalogues.set(url, loading);
  }
  return loading;
}
