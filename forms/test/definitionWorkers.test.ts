import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
// The built package: its worker threads load the compiled worker module (dist), as the API's do.
import { DefinitionWorkError, DefinitionWorkers, indiaEvisaFiles } from '../dist/src/index.js';

/** The nice value of each thread of this process (Linux keeps one per thread), by thread id. */
function niceByThread(): Map<number, number> {
  const nice = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // Fields after the command name, from the state (field 3): the nice value is field 19.
    nice.set(Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
  }
  return nice;
}

// The files as the API passes them to the workers: JSON text, which its own thread never parses.
const filesJson = JSON.stringify(indiaEvisaFiles);

describe('the definition workers', () => {
  const pools: DefinitionWorkers[] = [];
  const workers = (options: { timeoutMs: number; memoryMb: number }) => {
    const pool = new DefinitionWorkers(options);
    pools.push(pool);
    return pool;
  };
  afterAll(() => Promise.all(pools.map((pool) => pool.close())));

  it('check and build in a worker thread, as on this one', async () => {
    const pool = workers({ timeoutMs: 120_000, memoryMb: 1024 });
    const { result, build } = await pool.checkAndBuild(filesJson, 7);
    expect(result).toMatchObject({ ok: true, errors: [] });
    expect(JSON.parse(build!.definition)).toMatchObject({ id: 'india-evisa', version: 7, steps: expect.any(Array) });
    expect(Object.keys(JSON.parse(build!.validators))).toContain('step1');
  });

  // swc's native addon (the minifier of a build) torn down with the thread that first loaded it took the whole
  // process down at the next build in a new thread, silently: the API died at an editor's save a minute after the last.
  it('build again in a new thread once the threads that built before have ended', async () => {
    const first = new DefinitionWorkers({ timeoutMs: 120_000, memoryMb: 1024 });
    expect(JSON.parse((await first.build(filesJson)).definition).id).toBe('india-evisa');
    await first.close();
    const build = await workers({ timeoutMs: 120_000, memoryMb: 1024 }).build(filesJson);
    expect(Object.keys(JSON.parse(build.validators))).toContain('step1');
  });

  it('stop a task beyond its time, or its memory, and say which', async () => {
    await expect(workers({ timeoutMs: 50, memoryMb: 1024 }).check(filesJson)).rejects.toThrow(
      new DefinitionWorkError('Checking the definition took longer than 50 ms and was stopped: make the definition smaller or simpler.'),
    );
    await expect(workers({ timeoutMs: 120_000, memoryMb: 16 }).check(filesJson)).rejects.toThrow(
      /^Checking the definition needed more than 16 MB of memory and was stopped/,
    );
  });

  it.runIf(process.platform === 'linux')("run at the lowest priority, leaving the caller's thread at its own", async () => {
    const before = niceByThread();
    await workers({ timeoutMs: 120_000, memoryMb: 1024 }).check(filesJson);
    const after = niceByThread();
    const newLowest = [...after].filter(([tid, nice]) => nice === 19 && before.get(tid) !== 19);
    expect(newLowest.length).toBeGreaterThanOrEqual(1);
    expect(after.get(process.pid)).toBe(before.get(process.pid));
    expect(after.get(process.pid)).not.toBe(19);
  });
});
