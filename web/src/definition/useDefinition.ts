import { useState } from 'react';
import { queryForm, type FormDefinition } from '@evisa/forms/browser';
import type { ApplicationRecord } from '../api/applications';
import { loadApplicationDefinition, loadPublishedDefinition } from './definitions';
import { useLoaded, type Loaded } from './useLoaded';

/**
 * The published definition. With `fresh` the server is asked once when the component mounts (a new application
 * starts on what is published now), and the answer is kept while it stays: the applicant's step never changes
 * under them.
 */
export function usePublishedDefinition({ fresh = false } = {}): Loaded<FormDefinition> {
  // One fresh request per mount: a retry after a failure asks again, a re-render does not.
  const [mounted] = useState(() => String(Math.random()));
  return useLoaded(fresh ? `published-${mounted}` : 'published', () => loadPublishedDefinition({ fresh }));
}

/** The definition of the application's own version (loading while the application itself loads). */
export function useApplicationDefinition(application: ApplicationRecord | undefined): Loaded<FormDefinition> {
  const key = application === undefined ? undefined : `version-${String(application.form_version ?? 'published')}`;
  return useLoaded(key, () => loadApplicationDefinition(application ?? {}));
}

/** The choices of one field of the published application form, as text. */
function useChoicesOf(field: string): Loaded<string[]> {
  const definition = usePublishedDefinition();
  if (definition.state !== 'ready') return definition;
  const choices = queryForm(definition.value).field(field)?.choices ?? [];
  return { state: 'ready', value: choices.map((choice) => String(choice.value)) };
}

/** The nationalities eligible for the e-Visa, as the published application form lists them. */
export const useNationalities = () => useChoicesOf('Nationality');

/** The designated ports of arrival, as the published application form lists them. */
export const usePortsOfArrival = () => useChoicesOf('Port_Of_Arrival');
