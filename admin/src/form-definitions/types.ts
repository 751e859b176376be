import type { Schemas } from '@evisa/contract';
import type { DefinitionFiles, FormDefinition } from '@evisa/forms/browser';

/** A version as the list shows it (GET /api/admin/form-definitions). */
export type FormDefinitionSummary = Schemas['FormDefinitionSummary'];

/**
 * One version with its files, and what they build to (null while a draft does not build). The API declares the
 * files and the built definition as free-form objects (the checks before publishing validate them); the console
 * reads them with the forms package's own types.
 */
export type FormDefinitionRecord = Omit<Schemas['FormDefinitionRecord'], 'files' | 'definition'> & {
  files: DefinitionFiles;
  definition: FormDefinition | null;
  /** The number of saves of the draft: a save names it (`If-Match`) so that it never overwrites a save made since. */
  revision?: number;
  /** The version a draft was copied from. */
  base_version?: number | null;
  /** The versions published after the draft's base version, oldest first. */
  published_since?: Array<{ version: number; published_at: string; published_by: string | null }>;
};

/** A problem the checks before publishing found: the file, a JSON pointer inside it, and what is wrong. */
export type CheckError = Schemas['DefinitionCheckError'];

export type CheckResult = Schemas['DefinitionCheckResult'];
