import { describe, expect, it } from 'vitest';
import { deadlineOf, overdueIfPaidBy, urgentDeadline } from './urgency.js';

describe('urgentDeadline', () => {
  it('counts 72 hours of weekdays from the payment', () => {
    // Monday 2026-11-23 09:30 UTC -> Thursday 09:30.
    expect(urgentDeadline(new Date('2026-11-23T09:30:00Z')).toISOString()).toBe('2026-11-26T09:30:00.000Z');
  });

  it('skips the weekend', () => {
    expect(urgentDeadline(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-12-02T10:00:00.000Z');
    // Paid on Saturday: the hours start on Monday.
    expect(urgentDeadline(new Date('2026-11-28T15:00:00Z')).toISOString()).toBe('2026-12-03T00:00:00.000Z');
  });

  it('gives no deadline to a normal or unpaid application', () => {
    expect(deadlineOf({ Application_Type: 'Normal Processing', paid_at: new Date() })).toBeNull();
    expect(deadlineOf({ Application_Type: 'Urgent Processing', paid_at: null })).toBeNull();
  });
});

describe('overdueIfPaidBy', () => {
  it('is the latest payment whose deadline has passed', () => {
    // Due on Wednesday 10:00 when paid on Friday 10:00: at that moment it is not overdue yet, a moment earlier's is.
    expect(overdueIfPaidBy(new Date('2026-12-02T10:00:00Z')).toISOString()).toBe('2026-11-27T09:59:59.999Z');
    // Weekend payments are due on Thursday 00:00 with Monday's: at that moment only Friday's are overdue.
    expect(overdueIfPaidBy(new Date('2026-12-03T00:00:00Z')).toISOString()).toBe('2026-11-27T23:59:59.999Z');
  });
});
