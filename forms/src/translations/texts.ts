import { oncePerObject } from '../query/oncePerObject.js';
import { queryForm } from '../query/queryForm.js';
import { isObject } from '../query/schemaNodes.js';
import type { FormField, FormList, FormQuery } from '../query/types.js';
import type { FormDefinition, JsonSchema } from '../types.js';

/** What a text is, so the editor can say it and the site knows where it goes. */
export type TextKind =
  | 'form title'
  | 'step title'
  | 'button'
  | 'step section'
  | 'header label'
  | 'declaration'
  | 'same address'
  | 'title'
  | 'description'
  | 'help'
  | 'placeholder'
  | 'sample caption'
  | 'choice'
  | 'message'
  | 'preview section'
  | 'preview block';

/** One text of a form an editor can translate: its stable key, its English and where applicants see it. */
export interface TranslatableText {
  /**
   * Derived from the definition, never from a file position: `form.title`, `step.<id>.title|submit|declaration|
   * sameAddress|section.<from field>|header.<field>`, `field.<name>[.<entry>].title|description|help|placeholder|
   * sample|required|error.<keyword>|choice.<value>`, `list.<list id>.<value>` and `list.<list id>.error.<keyword>`,
   * `type.<field type>.error.<keyword>`, `preview.<section title>`, `preview.block.<block title>`.
   */
  key: string;
  english: string;
  kind: TextKind;
  /** Where it shows, in the editor's words ("Applicant and passport details › Surname (exactly as in passport)"). */
  where: string;
}

/** Where localizeDefinition puts a text: a path in the served definition (steps' uiSchemas, the Preview layout). */
export type TextTarget =
  | { at: 'form-title' }
  | { at: 'step'; step: number; property: 'title' | 'submitLabel' }
  | { at: 'ui'; step: number; path: Array<string | number> }
  | { at: 'choice'; step: number; path: Array<string | number>; index: number; count: number }
  | { at: 'message' }
  | { at: 'preview'; path: Array<string | number> };

/** A text and every place it goes (a list's entry goes to each field offering the list). */
interface PlacedText extends TranslatableText {
  targets: TextTarget[];
}

/** A choice whose label comes from CLDR: its place and the ISO 3166 code of its value. */
interface CountryChoice {
  step: number;
  path: Array<string | number>;
  index: number;
  count: number;
  code: string;
}

export interface FormTexts {
  /** Every translatable text once, in form order. */
  texts: PlacedText[];
  /** The country choices, named in each language by `Intl.DisplayNames`, not by the catalogue. */
  countries: CountryChoice[];
}

/** The keyword's annotation on a list file: stored value -> ISO 3166-1 alpha-2 code (lists/countries.json). */
export const ISO_CODES_KEYWORD = 'x-iso-codes';

/** Every value -> ISO code mapping the definition's lists declare, as one map (a country reads the same in every list). */
export function isoCodesOf(definition: FormDefinition): Map<unknown, string> {
  const codes = new Map<unknown, string>();
  for (const list of Object.values(definition.lists ?? {})) {
    const declared = list[ISO_CODES_KEYWORD];
    if (isObject(declared)) for (const [value, code] of Object.entries(declared)) if (typeof code === 'string') codes.set(value, code);
  }
  return codes;
}

/** The list a choice field offers, found by its entries; undefined for choices of its own. */
function listOf(form: FormQuery, field: FormField): FormList | undefined {
  const values = field.choices?.map((choice) => choice.value);
  return values && form.lists.find((list) => list.values.length === values.length && list.values.every((value, index) => value === values[index]));
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

function collect(definition: FormDefinition): FormTexts {
  const form = queryForm(definition);
  const isoCodes = isoCodesOf(definition);
  const byKey = new Map<string, PlacedText>();
  const countries: CountryChoice[] = [];

  /** Adds a text at a place; the same key with another English (a field defined twice) gets a numbered key. */
  const add = (key: string, english: unknown, kind: TextKind, where: string, target: TextTarget) => {
    const words = text(english);
    // A number (the SAARC visit years) reads the same in every language.
    if (words === undefined || /^[\d\s.,:/-]+$/.test(words)) return;
    let unique = key;
    for (let n = 2; byKey.has(unique) && byKey.get(unique)!.english !== words; n++) unique = `${key}~${n}`;
    const known = byKey.get(unique);
    if (known) known.targets.push(target);
    else byKey.set(unique, { key: unique, english: words, kind, where, targets: [target] });
  };

  add('form.title', definition.title, 'form title', 'Form title', { at: 'form-title' });

  const fieldTitles = new Map<string, string>();
  definition.steps.forEach((stepDefinition, stepIndex) => {
    const step = form.step(stepDefinition.id);
    const stepWords = `Step '${step.title}'`;
    add(`step.${step.id}.title`, step.title, 'step title', stepWords, { at: 'step', step: stepIndex, property: 'title' });
    add(`step.${step.id}.submit`, step.submitLabel, 'button', `${stepWords} › button`, { at: 'step', step: stepIndex, property: 'submitLabel' });
    const options = isObject(stepDefinition.uiSchema['ui:options']) ? stepDefinition.uiSchema['ui:options'] : {};
    const optionPath = ['ui:options'];
    if (Array.isArray(options.sections)) {
      options.sections.forEach((section, index) => {
        if (isObject(section))
          add(`step.${step.id}.section.${String(section.from)}`, section.title, 'step section', `${stepWords} › sub-heading`, {
            at: 'ui',
            step: stepIndex,
            path: [...optionPath, 'sections', index, 'title'],
          });
      });
    }
    if (Array.isArray(options.header)) {
      options.header.forEach((entry, index) => {
        if (isObject(entry))
          add(`step.${step.id}.header.${String(entry.field)}`, entry.label, 'header label', `${stepWords} › earlier answer`, {
            at: 'ui',
            step: stepIndex,
            path: [...optionPath, 'header', index, 'label'],
          });
      });
    }
    if (isObject(options.sameAddress))
      add(`step.${step.id}.sameAddress`, options.sameAddress.label, 'same address', `${stepWords} › 'same address' box`, {
        at: 'ui',
        step: stepIndex,
        path: [...optionPath, 'sameAddress', 'label'],
      });
    if (isObject(options.declaration))
      add(`step.${step.id}.declaration`, options.declaration.text, 'declaration', `${stepWords} › declaration`, {
        at: 'ui',
        step: stepIndex,
        path: [...optionPath, 'declaration', 'text'],
      });

    const addField = (field: FormField, key: string, uiPath: Array<string | number>, words: string) => {
      fieldTitles.set(key, words);
      if (field.hidden) return;
      const ui = (kind: TextKind, suffix: string, value: unknown, path: Array<string | number>) =>
        add(`${key}.${suffix}`, value, kind, `${words} › ${kind}`, { at: 'ui', step: stepIndex, path: [...uiPath, ...path] });
      add(`${key}.title`, field.title, 'title', words, { at: 'ui', step: stepIndex, path: [...uiPath, 'ui:title'] });
      ui('description', 'description', field.description, ['ui:description']);
      ui('help', 'help', field.help, ['ui:help']);
      ui('placeholder', 'placeholder', field.placeholder, ['ui:placeholder']);
      ui('sample caption', 'sample', field.sample?.caption, ['ui:options', 'sample', 'caption']);
      if (field.choices && field.kind === 'choice') {
        const count = field.choices.length;
        const ownLabels = Array.isArray(field.ui['ui:enumNames']);
        const list = ownLabels ? undefined : listOf(form, field);
        // A list of countries: each entry with an ISO code is named by CLDR, one an editor added without a code by the catalogue.
        const countryList = list?.values.some((value) => isoCodes.has(value));
        field.choices.forEach((choice, index) => {
          const place = { step: stepIndex, path: [...uiPath, 'ui:enumNames'], index, count };
          const code = countryList ? isoCodes.get(choice.value) : undefined;
          if (code) countries.push({ ...place, code });
          else if (list)
            add(`list.${list.id}.${String(choice.value)}`, choice.label, 'choice', `List '${list.title}' › ${String(choice.value)}`, {
              at: 'choice',
              ...place,
            });
          else add(`${key}.choice.${String(choice.value)}`, choice.label, 'choice', `${words} › choice`, { at: 'choice', ...place });
        });
      }
      field.entries?.forEach((entry) => addField(entry, `${key}.${entry.name}`, [...uiPath, 'items', entry.name], `${words} › ${entry.title}`));
    };
    for (const field of step.fields) addField(field, `field.${field.name}`, [field.name], `${step.title} › ${field.title}`);
  });

  // Error messages (ajv-errors `errorMessage`): translated through the message overlay, by their English.
  const lists = form.lists;
  const messageWords = (base: string, kind: string) => {
    const list = base.startsWith('list.') ? lists.find((candidate) => `list.${candidate.id}` === base) : undefined;
    const owner = fieldTitles.get(base) ?? (list ? `List '${list.title}'` : base.startsWith('type.') ? `Field type '${base.slice(5)}'` : base);
    return `${owner} › message (${kind})`;
  };
  const message = (key: string, english: unknown, base: string, kind: string) =>
    add(key, english, 'message', messageWords(base, kind), { at: 'message' });
  const visit = (node: unknown, base: string, inField: boolean) => {
    if (Array.isArray(node)) return node.forEach((item) => visit(item, base, inField));
    if (!isObject(node)) return;
    const child = (name: string) => (inField ? `${base}.${name}` : `field.${name}`);
    const messages = node.errorMessage;
    if (typeof messages === 'string') message(`${base}.error`, messages, base, 'any');
    if (isObject(messages)) {
      for (const [keyword, value] of Object.entries(messages)) {
        if ((keyword === 'required' || keyword === 'properties') && isObject(value)) {
          for (const [name, words] of Object.entries(value))
            message(
              `${child(name)}.${keyword === 'required' ? 'required' : 'error'}`,
              words,
              child(name),
              keyword === 'required' ? 'when missing' : 'any',
            );
        } else message(`${base}.error.${keyword}`, value, base, keyword);
      }
    }
    if (isObject(node.properties)) for (const [name, property] of Object.entries(node.properties)) visit(property, child(name), true);
    for (const keyword of ['items', 'allOf', 'anyOf', 'oneOf', 'then', 'else']) visit(node[keyword], base, inField);
  };
  definition.steps.forEach((step) => {
    const { $defs, ...schema } = step.schema;
    visit(schema, `step.${step.id}`, false);
    for (const [name, def] of Object.entries(isObject($defs) ? $defs : {})) {
      const base = `lists/${name}.json` in (definition.lists ?? {}) ? `list.${name}` : `type.${name}`;
      const { $defs: inner, ...own } = def as JsonSchema;
      visit(own, base, true);
      for (const [innerName, innerDef] of Object.entries(isObject(inner) ? inner : {})) visit(innerDef, `${base}#/$defs/${innerName}`, true);
    }
  });

  definition.preview?.sections.forEach((section, index) => {
    add(`preview.${section.title}`, section.title, 'preview section', 'Preview › section', { at: 'preview', path: ['sections', index, 'title'] });
    section.blocks?.forEach((block, blockIndex) =>
      add(`preview.block.${block.title}`, block.title, 'preview block', `Preview › ${section.title} › sub-heading`, {
        at: 'preview',
        path: ['sections', index, 'blocks', blockIndex, 'title'],
      }),
    );
  });
  return { texts: [...byKey.values()], countries };
}

/** Every text of a definition to translate and where it goes; worked out once per definition object. */
export const formTexts: (definition: FormDefinition) => FormTexts = oncePerObject(collect);

/** Every translatable text of a definition with its English, in form order (the console's translation view, CSV). */
export function translatableTexts(definition: FormDefinition): TranslatableText[] {
  return formTexts(definition).texts.map(({ key, english, kind, where }) => ({ key, english, kind, where }));
}
