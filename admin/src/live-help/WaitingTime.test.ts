import { describe, expect, it } from 'vitest';
import { waitingFor } from './WaitingTime';

describe('waitingFor', () => {
  it('says how long in minutes, hours or days', () => {
    const since = '2026-06-08T08:00:00Z';
    const at = (minutes: number) => Date.parse(since) + minutes * 60_000;
    expect(waitingFor(since, at(0.5))).toBe('under a minute');
    expect(waitingFor(since, at(12))).toBe('12 min');
    expect(waitingFor(since, at(125))).toBe('2 h 5 min');
    expect(waitingFor(since, at(3 * 24 * 60))).toBe('3 days');
  });
});
