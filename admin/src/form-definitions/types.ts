import type { DefinitionFiles, FormDefinition } from '@evisa/forms/browser';
import type { RaRecord } from 'react-admin';

export type DefinitionStatus = 'draft' | 'published' | 'archived';

/** A version as the list shows it (GET /api/admin/form-definitions). */
export interface FormDefinitionSummary extends RaRecord<string> {
  form_id: string;
  version: number;
  status: DefinitionStatus;
  note: string;
  /** Stored from forms/ at start-up rather than made in the console. */
  shipped: boolean;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

/** One version with its files, and what they build to (null while a draft does not build). */
export interface FormDefinitionRecord extends FormDefinitionSummary {
  files: DefinitionFiles;
  definition: FormDefinition | null;
  hash: string | null;
  published_by: string | null;
}

/** A problem the checks before publishing found: the file, a JSON pointer inside it, and what is wrong. */
export interface CheckError {
  file: string;
  path: string;
  message: string;
}

export interface CheckResult {
  ok: boolean;
  errors: CheckError[];
}
