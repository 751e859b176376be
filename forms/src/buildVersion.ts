import { createHash } from 'node:crypto';
import { buildDefinition } from './buildDefinition.js';
import { compileStandaloneStep } from './compileStandaloneStep.js';
import type { FormDefinition } from './types.js';

/** What is stored when a version is published, made from its source files. */
export interface BuiltVersion {
  /** What `GET /api/forms/{id}` serves: manifest, bundled steps with their uiSchemas, lists, Preview layout, fees. */
  definition: FormDefinition;
  /** Each step's precompiled validators, by step id: an ES module that imports nothing (see compileStandaloneStep). */
  validators: Record<string, string>;
  /** contentHash() of the files. */
  hash: string;
}

/** JSON with the keys of every object sorted, so that equal content gives equal text whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 (hex) of a version's files: the same files give the same hash, whatever the order of their keys. */
export function contentHash(files: Record<string, unknown>): string {
  return createHash('sha256').update(canonical(files)).digest('hex');
}

/**
 * Turns a version's source files into what is stored when it is published. Check the files first
 * (checkDefinition): files that do not build throw. `version` is the number the version is published as, which
 * the served definition carries; it takes no part in the hash.
 */
export function buildVersion(files: Record<string, unknown>, options: { version?: number } = {}): BuiltVersion {
  const built = buildDefinition(files);
  const definition = options.version === undefined ? built : { ...built, version: options.version };
  return {
    definition,
    validators: Object.fromEntries(definition.steps.map((step) => [step.id, compileStandaloneStep(step)])),
    hash: contentHash(files),
  };
}

/**
 * A build as it is stored and answered: the served definition and each step's validators as JSON text, and the files'
 * hash. The API's thread only passes these texts on: a definition of megabytes parsed there stalled every applicant.
 */
export interface StoredBuild {
  definition: string;
  validators: string;
  hash: string;
}

/**
 * A build as stored. Its definition's text begins with its version (`{"version":12,...`): a copy stored as a new
 * version is numbered by rewriting that key alone, in the database (form-definitions.repository.ts), its megabytes
 * never parsed.
 */
export function storedBuild({ definition, validators, hash }: BuiltVersion): StoredBuild {
  const { version, ...rest } = definition;
  return { definition: JSON.stringify({ version, ...rest }), validators: JSON.stringify(validators), hash };
}
