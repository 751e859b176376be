import { constants, setPriority } from 'node:os';
import { isMainThread } from 'node:worker_threads';
import { buildVersion, contentHash, type BuiltVersion } from './buildVersion.js';
import { checkDefinition, type CheckResult } from './checks/checkDefinition.js';
import { serverValidatorsCode } from './serverValidators.js';
import type { FormKind } from './formKinds.js';
import type { FormDefinition } from './types.js';

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

export function check({
  files,
  now,
  feeCountries,
  form,
}: {
  files: Record<string, unknown>;
  now?: number;
  feeCountries?: string[];
  form?: FormOfVersion;
}): CheckResult {
  return checkDefinition(files, {
    ...(now === undefined ? {} : { now: new Date(now) }),
    ...(feeCountries ? { feeCountries } : {}),
    ...(form ? { form } : {}),
  });
}

export function build({ files, version }: { files: Record<string, unknown>; version?: number }): BuiltVersion {
  return buildVersion(files, version === undefined ? {} : { version });
}

/** What a draft's files build to, or null while they do not build (a draft may be broken while an editor works). */
export function tryBuild({ files, version }: { files: Record<string, unknown>; version?: number }): BuiltVersion | null {
  try {
    return build({ files, version });
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

/** A draft's save: which files change, and what the new files build to (null while they do not build). */
export function saveDraft(task: { before: Record<string, unknown>; files: Record<string, unknown>; version: number }): {
  changed: string[];
  build: BuiltVersion | null;
} {
  const changed = changedFiles({ before: task.before, after: task.files });
  return { changed, build: changed.length ? tryBuild({ files: task.files, version: task.version }) : null };
}

/** The checks, then, when they pass, the build: a publish in one task. */
export function checkAndBuild(task: {
  files: Record<string, unknown>;
  version: number;
  now?: number;
  feeCountries?: string[];
  form?: FormOfVersion;
}): {
  result: CheckResult;
  build: BuiltVersion | null;
} {
  const result = check(task);
  return { result, build: result.ok ? build(task) : null };
}

/** The server's validators of a version as code, for loadServerValidators() on the API's thread. */
export function serverValidators({ definition }: { definition: FormDefinition }): string {
  return serverValidatorsCode(definition);
}
