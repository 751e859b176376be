import { conditionInWords, queryForm, type FormDefinition, type FormField, type FormQuery } from '@evisa/forms/browser';
import { KIND_NAMES } from './kindNames';
import { MESSAGE_LABELS } from './messageLabels';

/** One difference between two versions, as an editor reads it. */
export interface DefinitionChange {
  /** Where: a step's title, "List: Nationality", "Preview". */
  place: string;
  /** What: a field's title, a list entry, a section. */
  subject: string;
  kind: 'added' | 'removed' | 'changed';
  /** For a change: each property that differs, "Title: “A” → “B”". */
  details: string[];
}

const quote = (value: unknown) => (value === undefined || value === '' ? '(none)' : `“${String(value)}”`);

/** A field's messages as the editor names them: "Too long: “…”". */
const messagesOf = (field: FormField) =>
  Object.entries((field.schema.errorMessage ?? {}) as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([keyword, message]) => `${MESSAGE_LABELS[keyword] ?? keyword}: “${message}”`)
    .join('; ');

/** What an editor sees of a field, property by property; the same words on both sides of the comparison. */
function propertiesOf(form: FormQuery, field: FormField, position: number): Array<[string, unknown]> {
  return [
    ['Title', field.title],
    ['Kind', KIND_NAMES[field.kind]],
    ['Required', field.required ? 'yes' : 'no'],
    ['Message when missing', field.requiredMessage],
    ['Help', field.help],
    ['Placeholder', field.placeholder],
    ['Maximum length', field.maxLength],
    ['Shown', field.condition ? `when ${conditionInWords(form, field.condition)}` : 'always'],
    ['Choices', field.choices?.map((choice) => choice.label).join(', ')],
    ['Messages', messagesOf(field)],
    ['Position', position + 1],
  ];
}

const changeOf = (before: Array<[string, unknown]>, after: Array<[string, unknown]>): string[] =>
  after.flatMap(([label, value], index) => {
    const old = before[index]![1];
    if (old === value) return [];
    if (label === 'Choices') return [choicesChange(String(old ?? ''), String(value ?? ''))];
    return [`${label}: ${quote(old)} → ${quote(value)}`];
  });

function choicesChange(before: string, after: string): string {
  const was = new Set(before.split(', ').filter(Boolean));
  const now = new Set(after.split(', ').filter(Boolean));
  const added = [...now].filter((choice) => !was.has(choice));
  const removed = [...was].filter((choice) => !now.has(choice));
  const parts = [added.length ? `added ${added.join(', ')}` : '', removed.length ? `removed ${removed.join(', ')}` : ''].filter(Boolean);
  return `Choices: ${parts.join('; ') || 'reordered'}`;
}

/**
 * The differences between a version and the published one, field by field (per step, in display order), list
 * entry by list entry and section by section of the Preview: what the console's comparison shows.
 */
export function compareDefinitions(published: FormDefinition, version: FormDefinition): DefinitionChange[] {
  const before = queryForm(published);
  const after = queryForm(version);
  const changes: DefinitionChange[] = [];
  const label = (field: FormField) => field.title;
  for (const step of after.steps) {
    const old = before.steps.find((candidate) => candidate.id === step.id);
    const place = step.title;
    step.fields.forEach((field, position) => {
      const was = old?.field(field.name);
      if (!was) changes.push({ place, subject: label(field), kind: 'added', details: [] });
      else {
        const details = changeOf(propertiesOf(before, was, old!.fields.indexOf(was)), propertiesOf(after, field, position));
        if (details.length) changes.push({ place, subject: label(field), kind: 'changed', details });
      }
    });
    for (const field of old?.fields ?? []) if (!step.field(field.name)) changes.push({ place, subject: label(field), kind: 'removed', details: [] });
  }
  for (const step of before.steps) {
    if (!after.steps.some((candidate) => candidate.id === step.id))
      changes.push({ place: 'Steps', subject: step.title, kind: 'removed', details: [] });
  }
  for (const list of after.lists) {
    const old = before.lists.find((candidate) => candidate.id === list.id);
    const place = `List: ${list.title}`;
    if (!old) {
      changes.push({ place, subject: list.title, kind: 'added', details: [] });
      continue;
    }
    for (const value of list.values) if (!old.values.includes(value)) changes.push({ place, subject: String(value), kind: 'added', details: [] });
    for (const value of old.values) if (!list.values.includes(value)) changes.push({ place, subject: String(value), kind: 'removed', details: [] });
    const kept = list.values.filter((value) => old.values.includes(value));
    const wasKept = old.values.filter((value) => list.values.includes(value));
    if (kept.some((value, index) => value !== wasKept[index])) changes.push({ place, subject: 'Order of the entries', kind: 'changed', details: [] });
  }
  for (const list of before.lists) {
    if (!after.lists.some((candidate) => candidate.id === list.id))
      changes.push({ place: `List: ${list.title}`, subject: list.title, kind: 'removed', details: [] });
  }
  const sections = (form: FormQuery) =>
    form.preview.sections.map(
      (section) =>
        [
          section.title,
          [...(section.fields ?? []), ...(section.blocks ?? []).flatMap((block) => block.fields)]
            .map((name) => form.field(name)?.title ?? name)
            .join(', '),
        ] as const,
    );
  const oldSections = new Map(sections(before));
  const newSections = new Map(sections(after));
  for (const [title, fields] of newSections) {
    if (!oldSections.has(title)) changes.push({ place: 'Preview', subject: title, kind: 'added', details: [] });
    else if (oldSections.get(title) !== fields)
      changes.push({ place: 'Preview', subject: title, kind: 'changed', details: [`Fields: ${quote(oldSections.get(title))} → ${quote(fields)}`] });
  }
  for (const title of oldSections.keys())
    if (!newSections.has(title)) changes.push({ place: 'Preview', subject: title, kind: 'removed', details: [] });
  return changes;
}
