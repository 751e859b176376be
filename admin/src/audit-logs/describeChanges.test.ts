import { expect, it } from 'vitest';
import { describeChanges } from './describeChanges';

it('describes each changed field, with status codes as words', () => {
  expect(describeChanges({ review_status: { from: 'NEW', to: 'IN_REVIEW' }, note: 'Blurry scan', tourist30Days: { from: 65, to: 70.5 } })).toEqual([
    { field: 'Review status', text: 'New → In review' },
    { field: 'Note', text: 'Blurry scan' },
    { field: 'Tourist30Days', text: '65 → 70.5' },
  ]);
});

it('says an application’s statuses in the console’s words, and other status codes as they read', () => {
  expect(describeChanges({ payment_status: { from: 'UNPAID', to: 'COMPLETED' }, status: { from: 'NEW', to: 'ANSWERED' } })).toEqual([
    { field: 'Payment status', text: 'Unpaid → Paid' },
    { field: 'Status', text: 'New → Answered' },
  ]);
});

it('shows a created value as coming from nothing', () => {
  expect(describeChanges({ email: { from: null, to: 'desk@example.com' } })).toEqual([{ field: 'Email', text: '— → desk@example.com' }]);
  expect(describeChanges(undefined)).toEqual([]);
});
