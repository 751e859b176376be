import { afterAll, describe, expect, it } from 'vitest';
// The built package: its worker threads load the compiled worker module (dist), as the API's do.
import { DefinitionWorkError, DefinitionWorkers, indiaEvisaFiles } from '../dist/src/index.js';

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
    const { result, build } = await pool.checkAndBuild(indiaEvisaFiles, 7);
    expect(result).toMatchObject({ ok: true, errors: [] });
    expect(build?.definition.version).toBe(7);
    expect(Object.keys(build?.validators ?? {})).toContain('step1');
  });

  it('stop a task beyond its time, or its memory, and say which', async () => {
    await expect(workers({ timeoutMs: 50, memoryMb: 1024 }).check(indiaEvisaFiles)).rejects.toThrow(
      new DefinitionWorkError('Checking the definition took longer than 50 ms and was stopped: make the definition smaller or simpler.'),
    );
    await expect(workers({ timeoutMs: 120_000, memoryMb: 16 }).check(indiaEvisaFiles)).rejects.toThrow(
      /^Checking the definition needed more than 16 MB of memory and was stopped/,
    );
  });
});
