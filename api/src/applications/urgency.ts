import { formRoles, indiaEvisa } from '@evisa/forms';

// The answer that buys urgent processing and the hours it promises, as the definition marks them (`x-role`); the
// checks refuse a definition without the mark.
const URGENT = formRoles(indiaEvisa).urgent!;

/** The Application_Type answer that buys urgent processing. */
export const URGENT_APPLICATION_TYPE = URGENT.value;

/**
 * The one rule of the urgent queue. The form promises urgent processing in '48 to 72 business hours' (spec part 1,
 * Application_Type; the definition's `businessHours`), so an urgent application is due 72 business hours after its payment: hours of Monday to Friday
 * (UTC) count, weekend hours do not (paid on Friday 10:00, due on Wednesday 10:00). Later payment, later deadline,
 * so the list sorts urgent applications by their payment time to order them by deadline. Normal processing is
 * promised in '3 to 5 business days': due 5 business days (120 business hours) after the payment, counted alike.
 */
const URGENT_BUSINESS_HOURS = URGENT.businessHours;
const NORMAL_BUSINESS_HOURS = 5 * 24;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const isWeekend = (time: number) => [0, 6].includes(new Date(time).getUTCDay());

/** When an urgent application paid at `paidAt` is due. */
export const urgentDeadline = (paidAt: Date): Date => businessHoursAfter(paidAt, URGENT_BUSINESS_HOURS);

function businessHoursAfter(paidAt: Date, hours: number): Date {
  let time = paidAt.getTime();
  let left = hours * HOUR;
  for (;;) {
    const startOfNextDay = (Math.floor(time / DAY) + 1) * DAY;
    if (!isWeekend(time)) {
      if (time + left <= startOfNextDay) return new Date(time + left);
      left -= startOfNextDay - time;
    }
    time = startOfNextDay;
  }
}

export const isUrgent = (application: { Application_Type: string | null }): boolean => application.Application_Type === URGENT_APPLICATION_TYPE;

/** The deadline of an application, or null when it is not urgent or not paid yet. */
export function deadlineOf(application: { Application_Type: string | null; paid_at: Date | null }): Date | null {
  return isUrgent(application) && application.paid_at ? urgentDeadline(application.paid_at) : null;
}

/**
 * The latest payment time whose urgent deadline has passed at `now` (an open urgent application paid then or before
 * is overdue). Found by asking urgentDeadline itself (a later payment never has an earlier deadline), so the rule
 * above stays the one place of it.
 */
export function overdueIfPaidBy(now: Date): Date {
  // 72 business hours take at most five days (a weekend inside), so a payment a week old is overdue, one now is not.
  let overdue = now.getTime() - 7 * DAY;
  let due = now.getTime();
  while (due - overdue > 1) {
    const middle = Math.floor((overdue + due) / 2);
    if (urgentDeadline(new Date(middle)) < now) overdue = middle;
    else due = middle;
  }
  return new Date(overdue);
}

/** When a paid application was promised to be submitted, urgent or not (the applicant's tracking page); null before payment. */
export function promisedBy(application: { Application_Type: string | null; paid_at: Date | null }): Date | null {
  if (!application.paid_at) return null;
  return businessHoursAfter(application.paid_at, isUrgent(application) ? URGENT_BUSINESS_HOURS : NORMAL_BUSINESS_HOURS);
}
