import { constants, setPriority } from 'node:os';
import { isMainThread } from 'node:worker_threads';
import { buildVersion, contentHash, storedBuild, type StoredBuild } from './buildVersion.js';
import { checkDefinition, unknownFileErrors, type CheckResult } from './checks/checkDefinition.js';
import { createAjv } from './createAjv.js';
import { requestLimitErrors } from './requestLimits.js';
import { serverValidatorsCode } from './serverValidators.js';
import type { FormKind } from './formKinds.js';
import type { AjvError, FieldError, FormDefinition, ValidateFunction } from './types.js';

/**
 * The tasks of the definition workers (definitionWorkers.ts), run in a worker thread: checking, compiling and
 * building a version take seconds of CPU, which the API's event loop must never wait for.
 */

// On Linux a nice value belongs to a thread: this one yields the cores to the API's own thread, so applicants'
// requests keep their speed while an editor's check or publish runs (the editor waits a little longer instead).
// Lowering one's own priority needs no privilege; where it is refused the thread runs at the normal one.
if (!isMainThread) {
  try {
    setPriority(constants.priority.PRIORITY_LOW);
  } catch {
    // Not permitted here (some containers): the normal priority.
  }
}

/** The form a version belongs to, as the checks take it. */
type FormOfVersion = { id: string; kind: FormKind };

/**
 * A version's files as JSON text. The API reads, writes and answers them as text and leaves the parsing to these
 * workers: a definition of megabytes, parsed on the API's thread, stalled every applicant's request while it was
 * parsed, copied and collected.
 */
export type FilesJson = string;

export function check({
  files,
  now,
  feeCountries,
  form,
}: {
  files: FilesJson;
  now?: number;
  feeCountries?: string[];
  form?: FormOfVersion;
}): CheckResult {
  return checkDefinition(JSON.parse(files) as Record<string, unknown>, {
    ...(now === undefined ? {} : { now: new Date(now) }),
    ...(feeCountries ? { feeCountries } : {}),
    ...(form ? { form } : {}),
  });
}

/** What the files build to under `version` (a new version's number is the database's to give: see storedBuild). */
export function build({ files, version }: { files: FilesJson; version?: number }): StoredBuild {
  return storedBuild(buildVersion(JSON.parse(files) as Record<string, unknown>, version === undefined ? {} : { version }));
}

/** What a draft's files build to, or null while they do not build (a draft may be broken while an editor works). */
export function tryBuild({ files, version }: { files: FilesJson; version?: number }): StoredBuild | null {
  return tryBuilding(JSON.parse(files) as Record<string, unknown>, version);
}

function tryBuilding(files: Record<string, unknown>, version?: number): StoredBuild | null {
  try {
    return storedBuild(buildVersion(files, version === undefined ? {} : { version }));
  } catch {
    return null;
  }
}

/** The paths whose content differs between two sets of files (added and removed ones included), sorted. */
export function changedFiles({ before, after }: { before: Record<string, unknown>; after: Record<string, unknown> }): string[] {
  const paths = new Set([...Object.keys(before), ...Object.keys(after)]);
  const same = (path: string) => path in before === path in after && contentHash({ [path]: before[path] }) === contentHash({ [path]: after[path] });
  return [...paths].filter((path) => !same(path)).sort();
}

/** Why a draft's save is refused before anything is compared: what the API would have said of the request's body. */
export type DraftSaveRefusal =
  { refused: 'json' } | { refused: 'limits' | 'paths'; errors: FieldError[] } | { refused: 'schema'; errors: AjvError[]; isObject: boolean };

/** A draft's save that may go ahead: the body's small fields, its files as text, which changed and what they build to. */
export interface DraftSave {
  refused?: undefined;
  note?: string | null;
  revision?: number;
  files?: FilesJson;
  changed: string[];
  build: StoredBuild | null;
}

// Bodies' schemas compiled once per thread, by their text.
const bodyChecks = new Map<string, ValidateFunction>();

/**
 * A draft's save from the request's JSON text, checked as the API checks every body (JSON, the request's limits,
 * `schema` with the API's Ajv, known file paths), then compared with the files `before` and built: which files change
 * and what they build to. Compared and built only when the revision the save names (`ifMatch`, else the body's) is
 * `revision`, the draft's current one: a save the API will refuse waits for no build.
 */
export function saveDraft(task: {
  body: string | undefined;
  schema: object;
  before: FilesJson | null;
  revision: number | null;
  ifMatch?: number;
  /** The draft's version number, which its build carries. */
  version: number;
  /** false: compared, not built (a build that ran out of time or memory before). */
  build?: boolean;
}): DraftSaveRefusal | DraftSave {
  let value: unknown;
  try {
    value = task.body ? JSON.parse(task.body) : undefined;
  } catch {
    return { refused: 'json' };
  }
  const limits = value === undefined ? [] : requestLimitErrors(value, 'request body');
  if (limits.length) return { refused: 'limits', errors: limits };
  const key = JSON.stringify(task.schema);
  const validate = bodyChecks.get(key) ?? (createAjv().compile(task.schema) as ValidateFunction);
  bodyChecks.set(key, validate);
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!validate(isObject ? value : {}) || !isObject) return { refused: 'schema', errors: validate.errors ?? [], isObject };
  const body = value as { files?: Record<string, unknown>; note?: string | null; revision?: number };
  const small = { ...(body.note !== undefined ? { note: body.note } : {}), ...(body.revision !== undefined ? { revision: body.revision } : {}) };
  if (!body.files) return { ...small, changed: [], build: null };
  const paths = unknownFileErrors(body.files);
  if (paths.length) return { refused: 'paths', errors: paths };
  const files = JSON.stringify(body.files);
  if (task.before === null || (task.ifMatch ?? body.revision) !== task.revision) return { ...small, files, changed: [], build: null };
  const changed = changedFiles({ before: JSON.parse(task.before) as Record<string, unknown>, after: body.files });
  return { ...small, files, changed, build: changed.length && task.build !== false ? tryBuilding(body.files, task.version) : null };
}

/** The checks, then, when they pass, the build: a publish in one task. */
export function checkAndBuild(task: { files: FilesJson; version?: number; now?: number; feeCountries?: string[]; form?: FormOfVersion }): {
  result: CheckResult;
  build: StoredBuild | null;
} {
  const files = JSON.parse(task.files) as Record<string, unknown>;
  const { version, now, feeCountries, form } = task;
  const result = checkDefinition(files, {
    ...(now === undefined ? {} : { now: new Date(now) }),
    ...(feeCountries ? { feeCountries } : {}),
    ...(form ? { form } : {}),
  });
  return { result, build: result.ok ? storedBuild(buildVersion(files, version === undefined ? {} : { version })) : null };
}

/** The server's validators of a version as code, for loadServerValidators() on the API's thread. */
export function serverValidators({ definition }: { definition: FormDefinition }): string {
  return serverValidatorsCode(definition);
}
