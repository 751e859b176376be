import type { Catalogue, FormDefinition } from '@evisa/forms/browser';
import { api, ApiError } from '../api/http';

/** The form the site offers; its definition is data the API serves, published by the console's editors. */
export const FORM_ID = 'india-evisa';

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

/** A definition the API answered, or DefinitionLoadError: the server not reached (0) or another answer. */
async function definitionOf(call: Promise<{ data?: { data?: unknown }; response: Response }>): Promise<FormDefinition> {
  let answer: Awaited<typeof call>;
  try {
    answer = await call;
  } catch (error) {
    throw new DefinitionLoadError(error instanceof ApiError ? error.status : 0);
  }
  const definition = answer.data?.data as FormDefinition | undefined;
  if (!Array.isArray(definition?.steps)) throw new DefinitionLoadError(answer.response.status);
  noteLanguages(definition);
  return definition;
}

/**
 * The published version of a form (the application, the contact form, a form editors made), asked afresh: the
 * server says `no-cache` with an ETag, so the browser revalidates its copy, an unchanged definition costs a 304
 * and an editor's change is there at the next visit.
 */
export function loadPublishedForm(formId: string): Promise<FormDefinition> {
  return definitionOf(api.GET('/api/forms/{formId}', { params: { path: { formId } }, cache: 'no-cache' }));
}

/** A version that was published, by number: immutable (kept a year by the browser, and for the page's life). */
export function loadDefinitionVersion(version: number): Promise<FormDefinition> {
  return definitionOf(api.GET('/api/forms/{formId}/versions/{version}', { params: { path: { formId: FORM_ID, version: String(version) } } }));
}

/**
 * One language's texts of a published version (immutable: kept for the page's life, and a year by the browser).
 * Only the applicant's language is ever asked for, when it is chosen.
 */
export async function loadCatalogue(formId: string, version: number, language: string): Promise<Catalogue> {
  let answer;
  try {
    answer = await api.GET('/api/forms/{formId}/versions/{version}/translations/{language}', {
      params: { path: { formId, version: String(version), language } },
    });
  } catch (error) {
    throw new DefinitionLoadError(error instanceof ApiError ? error.status : 0);
  }
  const catalogue = answer.data?.data as Catalogue | undefined;
  if (typeof catalogue?.texts !== 'object') throw new DefinitionLoadError(answer.response.status);
  return catalogue;
}
