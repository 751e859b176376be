import { Piscina } from 'piscina';
import type { CheckResult } from './checks/checkDefinition.js';
import type { FormKind } from './formKinds.js';
import type { FormDefinition } from './types.js';
import type { StoredBuild } from './buildVersion.js';
import type * as Tasks from './definitionWorker.js';

/** A task that ran out of time or memory: its message says which, for the editor. */
export class DefinitionWorkError extends Error {}

export interface DefinitionWorkersOptions {
  /** Threads at most (default 1: the API's own thread keeps serving meanwhile). */
  threads?: number;
  /** A task running longer is stopped (its thread ended). */
  timeoutMs: number;
  /** The heap of a worker thread; a task needing more is stopped. */
  memoryMb: number;
}

// Long enough for an editor's saves in a row to share a thread; short enough that a process which compiled its
// validators once (its first create on a new database or version) gives that memory back soon after.
const IDLE_MS = 10_000;

type Task<K extends keyof typeof Tasks> = (typeof Tasks)[K];

/**
 * Checking, compiling and building definition versions in a pool of worker threads, bounded in time and memory: the
 * caller's event loop never waits for them. Threads start on the first task and end after IDLE_MS without one: a
 * thread holds 40-60 MB (its own heap, the compiler), and starting one again costs about 0.2 s.
 */
export class DefinitionWorkers {
  private readonly pool: Piscina;

  constructor(private readonly options: DefinitionWorkersOptions) {
    this.pool = new Piscina({
      filename: new URL('./definitionWorker.js', import.meta.url).href,
      minThreads: 0,
      maxThreads: options.threads ?? 1,
      idleTimeout: IDLE_MS,
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb },
    });
  }

  /** checkDefinition() of the files (JSON text) in a worker; `feeCountries` and `form` as checkDefinition() takes them. */
  check(files: Tasks.FilesJson, options: { now?: Date; feeCountries?: string[]; form?: { id: string; kind: FormKind } } = {}): Promise<CheckResult> {
    const { now, feeCountries, form } = options;
    return this.run(
      'check',
      { files, ...(now ? { now: now.getTime() } : {}), ...(feeCountries ? { feeCountries } : {}), ...(form ? { form } : {}) },
      'Checking the definition',
    );
  }

  /** What the files build to, under `version` when given (a new version is numbered as the database stores it). */
  build(files: Tasks.FilesJson, version?: number): Promise<StoredBuild> {
    return this.run('build', { files, ...(version === undefined ? {} : { version }) }, 'Building the definition');
  }

  tryBuild(files: Tasks.FilesJson, version?: number): Promise<StoredBuild | null> {
    return this.run('tryBuild', { files, ...(version === undefined ? {} : { version }) }, 'Building the definition');
  }

  /** A draft's save from the request's JSON text (definitionWorker.ts saveDraft). */
  saveDraft(task: Parameters<Task<'saveDraft'>>[0]): Promise<ReturnType<Task<'saveDraft'>>> {
    return this.run('saveDraft', task, 'Building the draft');
  }

  checkAndBuild(
    files: Tasks.FilesJson,
    version: number,
    feeCountries?: string[],
    form?: { id: string; kind: FormKind },
  ): Promise<ReturnType<Task<'checkAndBuild'>>> {
    return this.run(
      'checkAndBuild',
      { files, version, ...(feeCountries ? { feeCountries } : {}), ...(form ? { form } : {}) },
      'Checking the definition',
    );
  }

  /** serverValidatorsCode() of a built definition: what loadServerValidators() turns into its FormValidator. */
  serverValidators(definition: FormDefinition): Promise<string> {
    return this.run('serverValidators', { definition }, 'Compiling the validators');
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }

  private async run<K extends keyof typeof Tasks>(name: K, task: Parameters<Task<K>>[0], what: string): Promise<ReturnType<Task<K>>> {
    const { timeoutMs } = this.options;
    const limit = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`;
    try {
      return (await this.pool.run(task, { name, signal: AbortSignal.timeout(this.options.timeoutMs) })) as ReturnType<Task<K>>;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ERR_WORKER_OUT_OF_MEMORY')
        throw new DefinitionWorkError(
          `${what} needed more than ${this.options.memoryMb} MB of memory and was stopped: make the definition smaller (fewer or shorter list entries).`,
        );
      if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'))
        throw new DefinitionWorkError(`${what} took longer than ${limit} and was stopped: make the definition smaller or simpler.`);
      throw error;
    }
  }
}
