import { describe, expect, it } from 'vitest';
import { describeOpening, isStaffed, nextStaffed, parseStaffedHours } from './staffed-hours.js';

describe('staffed hours', () => {
  const weekdays = parseStaffedHours('Mon-Fri 08:00-20:00', 'UTC')!;

  it('reads days, a range of days wrapping over the week end, and refuses what it cannot read', () => {
    expect(weekdays.days).toEqual([0, 1, 2, 3, 4]);
    expect(parseStaffedHours('Sat-Mon 10:00-14:00', 'UTC')!.days).toEqual([5, 6, 0]);
    expect(parseStaffedHours('Mon-Sun 00:00-24:00', 'UTC')!.toMinute).toBe(1440);
    for (const bad of ['Mon-Fri 20:00-08:00', 'Monday 08:00-20:00', 'Mon-Fri 08:03-20:00', 'Mon-Fri 8:00-20:00'])
      expect(parseStaffedHours(bad, 'UTC'), bad).toBeNull();
    expect(parseStaffedHours('Mon-Fri 08:00-20:00', 'Not/AZone')).toBeNull();
  });

  it('says whether staff answer at a moment, and when they next will', () => {
    // Saturday 6 June 2026, noon UTC: closed until Monday 08:00.
    const saturday = new Date('2026-06-06T12:00:00Z');
    expect(isStaffed(weekdays, saturday)).toBe(false);
    const opening = nextStaffed(weekdays, saturday)!;
    expect(opening.toISOString()).toBe('2026-06-08T08:00:00.000Z');
    expect(describeOpening(weekdays, opening)).toBe('Monday at 08:00 (UTC)');
    const monday = new Date('2026-06-08T09:30:00Z');
    expect(nextStaffed(weekdays, monday)).toBe(monday);
  });

  it('counts hours in the configured time zone', () => {
    const london = parseStaffedHours('Mon-Fri 08:00-20:00', 'Europe/London')!;
    // 07:30 UTC in June is 08:30 in London (summer time).
    expect(isStaffed(london, new Date('2026-06-08T07:30:00Z'))).toBe(true);
    expect(isStaffed(weekdays, new Date('2026-06-08T07:30:00Z'))).toBe(false);
  });
});
