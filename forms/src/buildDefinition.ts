import { bundleSchema } from './bundleSchema.js';
import { deriveLists } from './deriveLists.js';
import type { FormDefinition, FormManifest, JsonSchema, StepDefinition } from './types.js';

/**
 * Builds a ready-to-use definition from its files: the manifest `form.json`, step schemas, uiSchemas, lists and
 * shared field types. Derived lists are expanded first (deriveLists), then each step schema is bundled; the
 * lists, the Preview layout and the fee schedule are carried along for the readers (queryForm).
 */
export function buildDefinition(definitionFiles: Record<string, unknown>): FormDefinition {
  const files = deriveLists(definitionFiles);
  const manifest = files['form.json'] as FormManifest;
  return {
    id: manifest.id,
    title: manifest.title,
    version: manifest.version,
    steps: manifest.steps.map(({ schema, uiSchema, ...step }) => ({
      ...step,
      schema: bundleSchema(schema, files),
      uiSchema: (files[uiSchema] as JsonSchema | undefined) ?? {},
    })),
    lists: Object.fromEntries(Object.entries(files).filter(([path]) => path.startsWith('lists/')) as Array<[string, JsonSchema]>),
    preview: manifest.preview ?? { sections: [] },
    ...(manifest.fees ? { fees: manifest.fees } : {}),
    ...(manifest.languages?.length ? { languages: manifest.languages } : {}),
  };
}

export function getStep(definition: FormDefinition, stepId: string): StepDefinition {
  const step = definition.steps.find((candidate) => candidate.id === stepId);
  if (!step) throw new Error(`Unknown step ${stepId}`);
  return step;
}
