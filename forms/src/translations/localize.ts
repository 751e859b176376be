import { primaryLanguage, SOURCE_LANGUAGE } from '../languages.js';
import { isObject } from '../query/schemaNodes.js';
import type { FieldError, FormDefinition, JsonSchema, StepDefinition } from '../types.js';
import type { Catalogue } from './catalogue.js';
import { formTexts, type TextTarget } from './texts.js';

/** Sets `value` at `path` inside `root`, copying each object on the way that is not yet this call's own copy. */
function setAt(root: JsonSchema, path: Array<string | number>, value: unknown, copies: WeakSet<object>) {
  let node: Record<string | number, unknown> = root;
  path.forEach((segment, index) => {
    if (index === path.length - 1) {
      node[segment] = value;
      return;
    }
    const current = node[segment];
    let next: Record<string | number, unknown>;
    if (current !== null && typeof current === 'object' && copies.has(current)) next = current as Record<string, unknown>;
    else {
      next = Array.isArray(current) ? ([...current] as unknown as Record<number, unknown>) : isObject(current) ? { ...current } : {};
      copies.add(next);
    }
    node[segment] = next;
    node = next;
  });
}

/** The name of a country in a language, from the runtime's CLDR data (`Intl.DisplayNames`); undefined if it has none. */
export function countryName(code: string, language: string): string | undefined {
  try {
    const name = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code);
    return name || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The uiSchema key a localized field gets when some of its texts stay English: their names ("title", "help",
 * "description", "placeholder"), so the form marks them `lang="en"`.
 */
export const ENGLISH_TEXTS = 'ui:englishTexts';

const localized = new WeakMap<FormDefinition, WeakMap<Catalogue, FormDefinition>>();

/**
 * The definition in a language: its texts from the language's catalogue, its country choices from CLDR. What is
 * stored and validated never changes: the schemas are the very same objects (so the precompiled validators still
 * match them) and every choice keeps its value; only the labels move into the uiSchemas (`ui:title`,
 * `ui:enumNames`, ...), which RJSF and the query API read first. A text the catalogue lacks stays English and its
 * key is listed in `untranslated`, so the site can mark it (`lang="en"`). Error messages are translated by their
 * English (`messages`, also on each step: see translateFieldErrors). English, or no catalogue, gives the
 * definition itself. Worked out once per definition and catalogue object.
 */
export function localizeDefinition(definition: FormDefinition, catalogue: Catalogue | undefined | null): FormDefinition {
  if (!catalogue || primaryLanguage(catalogue.language) === SOURCE_LANGUAGE) return definition;
  let byCatalogue = localized.get(definition);
  if (!byCatalogue) localized.set(definition, (byCatalogue = new WeakMap()));
  let result = byCatalogue.get(catalogue);
  if (!result) {
    result = localize(definition, catalogue);
    byCatalogue.set(catalogue, result);
  }
  return result;
}

function localize(definition: FormDefinition, catalogue: Catalogue): FormDefinition {
  const { texts, countries } = formTexts(definition);
  const copies = new WeakSet<object>();
  const uiSchemas = definition.steps.map((step) => {
    const copy = { ...step.uiSchema };
    copies.add(copy);
    return copy;
  });
  const preview = { ...definition.preview } as JsonSchema;
  copies.add(preview);
  const steps: StepDefinition[] = definition.steps.map((step) => ({ ...step }));
  let title = definition.title;
  const messages: Record<string, string> = {};
  const untranslated: string[] = [];
  const englishMarks = new Map<string, { step: number; path: Array<string | number>; texts: string[] }>();
  /** The labels of each choice field, filled entry by entry (English until translated). */
  const choiceLabels = new Map<string, { step: number; path: Array<string | number>; labels: string[] }>();
  const labelsAt = (step: number, path: Array<string | number>, count: number) => {
    const id = `${step}:${path.join('\u0000')}`;
    let entry = choiceLabels.get(id);
    if (!entry) {
      entry = { step, path, labels: new Array<string>(count).fill('') };
      choiceLabels.set(id, entry);
    }
    return entry.labels;
  };

  const place = (target: TextTarget, words: string, english: string) => {
    switch (target.at) {
      case 'form-title':
        title = words;
        break;
      case 'step':
        steps[target.step]![target.property] = words;
        break;
      case 'ui':
        setAt(uiSchemas[target.step]!, target.path, words, copies);
        break;
      case 'choice':
        labelsAt(target.step, target.path, target.count)[target.index] = words;
        break;
      case 'message':
        messages[english] = words;
        break;
      case 'preview':
        setAt(preview, target.path, words, copies);
        break;
    }
  };
  for (const text of texts) {
    const words = catalogue.texts[text.key];
    if (typeof words === 'string' && words.trim()) {
      for (const target of text.targets) place(target, words, text.english);
    } else {
      untranslated.push(text.key);
      for (const target of text.targets) {
        // The English label still goes where a translated one would: a choice's labels are written as one array.
        if (target.at === 'choice') labelsAt(target.step, target.path, target.count)[target.index] = text.english;
        // A field's English title, help, description or placeholder is marked for the form to say so (lang="en").
        const last = target.at === 'ui' ? target.path.at(-1) : undefined;
        if (target.at === 'ui' && typeof last === 'string' && last.startsWith('ui:')) {
          const marks = englishMarks.get(`${target.step}:${target.path.slice(0, -1).join('\u0000')}`) ?? {
            step: target.step,
            path: target.path.slice(0, -1),
            texts: [],
          };
          marks.texts.push(last.slice(3));
          englishMarks.set(`${target.step}:${target.path.slice(0, -1).join('\u0000')}`, marks);
        }
      }
    }
  }
  for (const country of countries) {
    const labels = labelsAt(country.step, country.path, country.count);
    labels[country.index] = countryName(country.code, catalogue.language) ?? labels[country.index] ?? country.code;
  }
  for (const { step, path, labels } of choiceLabels.values()) setAt(uiSchemas[step]!, path, labels, copies);
  for (const { step, path, texts } of englishMarks.values()) setAt(uiSchemas[step]!, [...path, ENGLISH_TEXTS], texts, copies);

  return {
    ...definition,
    title,
    steps: steps.map((step, index) => ({ ...step, uiSchema: uiSchemas[index]!, messages })),
    preview: preview as unknown as FormDefinition['preview'],
    language: primaryLanguage(catalogue.language),
    untranslated,
    messages,
  };
}

/** Field errors in a language: each message by its English in the localized definition's (or step's) `messages`. */
export function translateFieldErrors(errors: readonly FieldError[], messages: Record<string, string> | undefined): FieldError[] {
  if (!messages) return [...errors];
  return errors.map((error) => ({ ...error, message: messages[error.message] ?? error.message }));
}
