import { buildDefinition } from '../buildDefinition.js';
import { fileSchemaFor } from '../checks/fileSchemas.js';
import { queryForm } from '../query/queryForm.js';
import { isObject } from '../query/schemaNodes.js';
import { EditError, type DefinitionFiles } from './editFiles.js';

/** What a version's export file says it is: this value in its `format`. */
export const VERSION_FILE_FORMAT = 'evisa-form-version';

/** A whole version in one JSON file: every file of it, with the form and version it came from. */
export interface VersionFile {
  format: typeof VERSION_FILE_FORMAT;
  form_id: string;
  version: number;
  note: string;
  files: DefinitionFiles;
}

/** A version as one file to download. */
export function versionFile(formId: string, version: number, note: string, files: DefinitionFiles): VersionFile {
  return { format: VERSION_FILE_FORMAT, form_id: formId, version, note, files };
}

/**
 * The files of an exported version, checked before they replace a draft's: JSON, the export's shape, the form it
 * is of, each file a JSON object at a path a definition has, and a form that builds (the checks before publishing
 * run on the saved draft). Throws an EditError saying why for anything else.
 */
export function readVersionFile(text: string, formId: string): VersionFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new EditError(`This is not a JSON file: ${error instanceof Error ? error.message : String(error)}.`);
  }
  if (!isObject(parsed) || parsed.format !== VERSION_FILE_FORMAT || !isObject(parsed.files)) {
    throw new EditError('This JSON file is not an exported form version (it has no "format": "evisa-form-version" and "files").');
  }
  if (parsed.form_id !== formId) throw new EditError(`This file holds the form "${String(parsed.form_id)}", not "${formId}".`);
  const files = parsed.files;
  if (!isObject(files['form.json'])) throw new EditError('The file has no form.json: it lists the steps of the form.');
  for (const [path, content] of Object.entries(files)) {
    if (!fileSchemaFor(path)) throw new EditError(`"${path}" is not a file of a form definition.`);
    if (!isObject(content)) throw new EditError(`"${path}" must hold a JSON object.`);
  }
  try {
    queryForm(buildDefinition(files));
  } catch (error) {
    throw new EditError(`These files do not build a form: ${error instanceof Error ? error.message : String(error)}.`);
  }
  return {
    format: VERSION_FILE_FORMAT,
    form_id: formId,
    version: typeof parsed.version === 'number' ? parsed.version : 0,
    note: typeof parsed.note === 'string' ? parsed.note : '',
    files,
  };
}
