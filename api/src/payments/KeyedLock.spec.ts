import { describe, expect, it } from 'vitest';
import { KeyedLock } from './KeyedLock.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('KeyedLock', () => {
  it('runs tasks of one key one at a time, in order, even when one fails', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    const task = (name: string, fail = false) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([lock.run('a', task('1', true)), lock.run('a', task('2')), lock.run('b', task('3'))]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log.indexOf('1 end')).toBeLessThan(log.indexOf('2 start'));
    expect(log.indexOf('3 start')).toBeLessThan(log.indexOf('1 end'));
  });
});
