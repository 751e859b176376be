import type { FormDefinition, JsonSchema } from '../types.js';
import { oncePerObject } from './oncePerObject.js';
import { queryStep } from './queryStep.js';
import { isObject } from './schemaNodes.js';
import type { FormList, FormQuery, HeaderField } from './types.js';

/** The enum lists of the list files: a file that is a list, and each list among its `$defs`. */
function listsOf(lists: Record<string, JsonSchema>): FormList[] {
  return Object.entries(lists).flatMap(([file, content]) => {
    const id = file.replace(/^lists\//, '').replace(/\.json$/, '');
    const entries: Array<[string, string, unknown]> = [[id, '', content]];
    if (isObject(content.$defs)) {
      for (const [name, list] of Object.entries(content.$defs)) entries.push([`${id}#/$defs/${name}`, `/$defs/${name}`, list]);
    }
    return entries.flatMap(([listId, pointer, list]) =>
      isObject(list) && Array.isArray(list.enum)
        ? [{ id: listId, file, pointer, title: typeof list.title === 'string' ? list.title : listId, values: list.enum }]
        : [],
    );
  });
}

function buildForm(definition: FormDefinition): FormQuery {
  const steps = definition.steps.map(queryStep);
  const stepsById = new Map(steps.map((step) => [step.id, step]));
  const fields = steps.flatMap((step) => step.fields);
  const byName = new Map<string, (typeof fields)[number]>();
  for (const field of fields) if (!byName.has(field.name)) byName.set(field.name, field);
  const step = (id: string) => {
    const found = stepsById.get(id);
    if (!found) throw new Error(`Unknown step ${id}`);
    return found;
  };
  return {
    id: definition.id,
    title: definition.title,
    version: definition.version,
    steps,
    step,
    fields,
    field: (name) => byName.get(name),
    lists: listsOf(definition.lists ?? {}),
    preview: definition.preview ?? { sections: [] },
    header: (stepId): HeaderField[] =>
      (step(stepId).options.header ?? []).flatMap(({ field: name, label }) => {
        const field = byName.get(name);
        return field ? [{ field, label: label ?? field.title }] : [];
      }),
    definition,
  };
}

/**
 * The one way to read a definition: its steps with their fields in display order (name, title, kind, choices,
 * help, condition, upload kind), its lists and its Preview layout. Pure and browser-safe; worked out once per
 * definition object (and once per step object) and kept while the object lives.
 */
export const queryForm: (definition: FormDefinition) => FormQuery = oncePerObject(buildForm);
