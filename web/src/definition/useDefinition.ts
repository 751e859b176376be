import { useCallback, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { countryName, isoCodesOf, localizeDefinition, queryForm, type FormDefinition } from '@evisa/forms/browser';
import { negotiateLanguage, primaryLanguage, SOURCE_LANGUAGE } from '@evisa/forms/languages';
import type { ApplicationRecord } from '../api/applications';
import { FORM_ID, loadCatalogue, loadDefinitionVersion, loadPublishedForm } from './definitions';
import { useLoaded, type Loaded } from './useLoaded';

/** The language the applicant chose (the header's switcher), even one only a form speaks. */
function useChosenLanguage(): string {
  const { i18n } = useTranslation();
  return primaryLanguage(i18n.language || SOURCE_LANGUAGE);
}

/** The language a definition is shown in: the applicant's, when the version offers it, else English. */
function formLanguageOf(definition: FormDefinition, chosen: string): string {
  return negotiateLanguage([chosen], [SOURCE_LANGUAGE, ...(definition.languages ?? []).map((language) => language.code)]);
}

/**
 * A loaded definition in the applicant's language: its version's catalogue of that language, asked for only when
 * chosen, localizes it (localizeDefinition: labels and messages, never the stored values). While another language
 * loads the previous one stays on screen, so a switch never unmounts the form (the answers stay); a catalogue that
 * cannot be had leaves the form in English.
 */
export function useLocalized(loaded: Loaded<FormDefinition>): Loaded<FormDefinition> {
  const chosen = useChosenLanguage();
  const definition = loaded.state === 'ready' ? loaded.value : undefined;
  const language = definition ? formLanguageOf(definition, chosen) : SOURCE_LANGUAGE;
  const key = definition && language !== SOURCE_LANGUAGE ? ['catalogue', definition.id, definition.version, language] : undefined;
  const catalogue = useLoaded(key, () => loadCatalogue(definition!.id, definition!.version, language));
  const shown = useRef<FormDefinition>(undefined);
  if (!definition) return loaded;
  let value: FormDefinition | undefined = definition;
  if (key && catalogue.state === 'ready') value = localizeDefinition(definition, catalogue.value);
  else if (key && catalogue.state === 'loading') {
    const previous = shown.current;
    value = previous && previous.id === definition.id && previous.version === definition.version ? previous : undefined;
  }
  if (!value) return { state: 'loading' };
  shown.current = value;
  return { state: 'ready', value };
}

/**
 * The published definition. With `fresh` the server is asked once when the component mounts (a new application
 * starts on what is published now), and the answer is kept while it stays: the applicant's step never changes
 * under them.
 */
export function usePublishedDefinition({ fresh = false } = {}): Loaded<FormDefinition> {
  return useLocalized(usePublishedAsServed({ fresh }));
}

const PUBLISHED = ['definition', 'published'];
const versionKey = (version: number) => ['definition', 'version', version];

/** Loads the published definition, kept as the page's copy and as its version's (an application pinned to it needs no second request). */
function useLoadPublished(fresh: boolean): () => Promise<FormDefinition> {
  const queries = useQueryClient();
  return async () => {
    const definition = await loadPublishedForm(FORM_ID);
    if (fresh) queries.setQueryData(PUBLISHED, definition);
    if (queries.getQueryData(versionKey(definition.version)) === undefined) queries.setQueryData(versionKey(definition.version), definition);
    return definition;
  };
}

/**
 * The published definition as served, in English (its values are what other pages read). `fresh` asks the server
 * once per mount (a new application starts on what is published now); otherwise the copy this page already has is
 * reused (the nationality lists).
 */
function usePublishedAsServed({ fresh = false } = {}): Loaded<FormDefinition> {
  // One fresh request per mount: a retry after a failure asks again, a re-render does not.
  const [mounted] = useState(() => String(Math.random()));
  return useLoaded(fresh ? [...PUBLISHED, mounted] : PUBLISHED, useLoadPublished(fresh));
}

/**
 * The definition an application is shown with (loading while the application itself loads): the version it was
 * started on (View-application's `form_version`), so that a version published meanwhile does not change the
 * questions under the applicant's feet. A record without one is read with the published version.
 */
export function useApplicationDefinition(application: ApplicationRecord | undefined): Loaded<FormDefinition> {
  const version = application?.form_version;
  const pinned = typeof version === 'number' && Number.isInteger(version);
  const loadPublished = useLoadPublished(false);
  const key = application === undefined ? undefined : pinned ? versionKey(version) : PUBLISHED;
  return useLocalized(useLoaded(key, () => (pinned ? loadDefinitionVersion(version) : loadPublished())));
}

/** The choices of one field of the published application form, as text. */
function useChoicesOf(field: string): Loaded<string[]> {
  const definition = usePublishedAsServed();
  if (definition.state !== 'ready') return definition;
  const choices = queryForm(definition.value).field(field)?.choices ?? [];
  return { state: 'ready', value: choices.map((choice) => String(choice.value)) };
}

/** The nationalities eligible for the e-Visa, as the published application form lists them. */
export const useNationalities = () => useChoicesOf('Nationality');

/** The designated ports of arrival, as the published application form lists them. */
export const usePortsOfArrival = () => useChoicesOf('Port_Of_Arrival');

/**
 * A country as the published form stores it ("JAPAN"), named in the site's language: CLDR's name for the ISO code
 * the form's lists give it (Intl.DisplayNames, as the form's own choices are named), the stored value in English or
 * where the lists give it no code.
 */
export function useCountryNames(): (value: string) => string {
  const language = useChosenLanguage();
  const definition = usePublishedAsServed();
  const form = definition.state === 'ready' ? definition.value : undefined;
  const codes = useMemo(() => (form ? isoCodesOf(form) : undefined), [form]);
  return useCallback(
    (value: string) => {
      const code = language === SOURCE_LANGUAGE ? undefined : codes?.get(value);
      return (code && countryName(code, language)) || value;
    },
    [codes, language],
  );
}
