/** The Application_Type answer (forms/india-evisa/lists/application-types.json) that buys urgent processing. */
export const URGENT_APPLICATION_TYPE = 'Urgent Processing';

/**
 * The one rule of the urgent queue. The form promises urgent processing in '48 to 72 business hours' (spec part 1,
 * Application_Type), so an urgent application is due 72 business hours after its payment: hours of Monday to Friday
 * (UTC) count, weekend hours do not (paid on Friday 10:00, due on Wednesday 10:00). Later payment, later deadline,
 * so the list sorts urgent applications by their payment time to order them by deadline.
 */
const URGENT_BUSINESS_HOURS = 72;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const isWeekend = (time: number) => [0, 6].includes(new Date(time).getUTCDay());

/** When an urgent application paid at `paidAt` is due. */
export function urgentDeadline(paidAt: Date): Date {
  let time = paidAt.getTime();
  let left = URGENT_BUSINESS_HOURS * HOUR;
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
