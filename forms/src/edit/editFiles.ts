import { buildDefinition } from '../buildDefinition.js';
import { isObject } from '../query/schemaNodes.js';
import type { FormDefinition, FormManifest, JsonSchema } from '../types.js';

/** A version's source files: path -> JSON, laid out as `india-evisa/` (see the README). */
export type DefinitionFiles = Record<string, unknown>;

/** An edit that cannot be made as asked, with a message for the editor; the files stay as they were. */
export class EditError extends Error {
  override name = 'EditError';
}

/** The definition the files build, or undefined while they do not build (a draft may be broken). */
export function tryBuild(files: DefinitionFiles): FormDefinition | undefined {
  try {
    return buildDefinition(files);
  } catch {
    return undefined;
  }
}

/** The definition the files build; an edit needs it to read the form through the query API. */
export function definitionOf(files: DefinitionFiles): FormDefinition {
  const definition = tryBuild(files);
  if (!definition) throw new EditError('The definition does not build: fix it in the JSON editor first.');
  return definition;
}

export function manifestOf(files: DefinitionFiles): FormManifest {
  const manifest = files['form.json'];
  if (!isObject(manifest) || !Array.isArray(manifest.steps)) throw new EditError('form.json has no steps.');
  return manifest as unknown as FormManifest;
}

/** The schema and uiSchema files of a step, as form.json names them. */
export function stepFiles(files: DefinitionFiles, stepId: string): { schema: string; uiSchema: string } {
  const step = manifestOf(files).steps.find((candidate) => candidate.id === stepId);
  if (!step) throw new EditError(`There is no step "${stepId}".`);
  return { schema: step.schema, uiSchema: step.uiSchema };
}

/**
 * Changes copies of some files and leaves the others shared: `change` gets a deep copy of each named file (an
 * empty object for a file that does not exist yet) and the files are never changed in place, so React state and
 * undo can keep the earlier object.
 */
export function editFiles(files: DefinitionFiles, paths: string[], change: (copies: Record<string, JsonSchema>) => void): DefinitionFiles {
  const copies = Object.fromEntries(
    paths.map((path) => {
      const file = files[path];
      return [path, isObject(file) ? (structuredClone(file) as JsonSchema) : {}];
    }),
  );
  change(copies);
  return { ...files, ...copies };
}
