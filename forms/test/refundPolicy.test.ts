import { describe, expect, it } from 'vitest';
import { REFUND_RULES, refundQuote, type RefundCase } from '../src/index.js';

const paidAt = new Date('2026-11-20T10:00:00.000Z');
const minutesAfter = (minutes: number) => new Date(paidAt.getTime() + minutes * 60_000);
const base: RefundCase = { fee: 85, refunded: 0, paidAt, reviewStatus: 'NEW', travelDate: '2026-12-20', now: minutesAfter(10) };
const quote = (changes: Partial<RefundCase>) => refundQuote({ ...base, ...changes });

describe('the refund policy', () => {
  it('refunds the fee less the 50% cancellation fee within 30 minutes of submission', () => {
    expect(quote({})).toEqual({ amount: 42.5, rule: REFUND_RULES.find((rule) => rule.id === 'cancellation_window') });
    expect(quote({ now: minutesAfter(30) }).amount).toBe(42.5);
    expect(quote({ fee: 65.01 }).amount).toBe(32.51);
  });

  it('refunds nothing after the window', () => {
    expect(quote({ now: minutesAfter(31) })).toMatchObject({ amount: 0, rule: { id: 'non_refundable' } });
  });

  it('refunds nothing when travel is within 48 hours, even within the window', () => {
    expect(quote({ travelDate: '2026-11-22' })).toMatchObject({ amount: 0, rule: { id: 'travel_soon' } });
    expect(quote({ travelDate: '2026-11-23' }).rule.id).toBe('cancellation_window');
  });

  it('refunds nothing after the decision', () => {
    for (const reviewStatus of ['APPROVED', 'REJECTED']) expect(quote({ reviewStatus })).toMatchObject({ amount: 0, rule: { id: 'decided' } });
    for (const reviewStatus of ['IN_REVIEW', 'SUBMITTED', 'WITHDRAWN']) expect(quote({ reviewStatus }).rule.id).toBe('cancellation_window');
  });

  it('never gives back more than the rule allows in all, less what was refunded already', () => {
    expect(quote({ refunded: 20 }).amount).toBe(22.5);
    expect(quote({ refunded: 42.5 }).amount).toBe(0);
    expect(quote({ refunded: 85 }).amount).toBe(0);
  });

  it('states every rule in words, each once', () => {
    expect(new Set(REFUND_RULES.map((rule) => rule.id)).size).toBe(REFUND_RULES.length);
    expect(REFUND_RULES.map((rule) => rule.words).join(' ')).toMatch(/30 minutes.*50%/);
  });
});
