const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const STEP_MINUTES = 5;
const LOOK_AHEAD_MINUTES = 8 * 24 * 60;

/** When staff answer live help: days of the week (0 = Monday) and minutes of the day, in one time zone. */
export interface StaffedHours {
  days: number[];
  fromMinute: number;
  toMinute: number;
  timeZone: string;
  /** As configured, for people: 'Mon-Fri 08:00-20:00 (Europe/London)'. */
  label: string;
}

/**
 * Reads LIVE_HELP_HOURS ('Mon-Fri 08:00-20:00', 'Sat 10:00-14:00', 'Mon-Sun 00:00-24:00') in a time zone; the
 * minutes must be whole multiples of five (the next opening is looked for in five-minute steps). Null when invalid.
 */
export function parseStaffedHours(raw: string, timeZone: string): StaffedHours | null {
  const match = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)(?:-(Mon|Tue|Wed|Thu|Fri|Sat|Sun))? ([01]\d|2[0-4]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/.exec(
    raw.trim(),
  );
  if (!match) return null;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
  } catch {
    return null;
  }
  const first = DAYS.indexOf(match[1] as (typeof DAYS)[number]);
  const last = match[2] ? DAYS.indexOf(match[2] as (typeof DAYS)[number]) : first;
  const fromMinute = Number(match[3]) * 60 + Number(match[4]);
  const toMinute = Number(match[5]) * 60 + Number(match[6]);
  if (fromMinute >= toMinute || toMinute > 24 * 60 || fromMinute % STEP_MINUTES || toMinute % STEP_MINUTES) return null;
  const days: number[] = [];
  for (let day = first; ; day = (day + 1) % 7) {
    days.push(day);
    if (day === last) break;
  }
  return { days, fromMinute, toMinute, timeZone, label: `${raw.trim()} (${timeZone})` };
}

/** The weekday (0 = Monday) and minute of the day of a moment, in a time zone. */
function localTime(moment: Date, timeZone: string): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(
    moment,
  );
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return { day: DAYS.indexOf(part('weekday') as (typeof DAYS)[number]), minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

export function isStaffed(hours: StaffedHours, moment: Date): boolean {
  const { day, minute } = localTime(moment, hours.timeZone);
  return hours.days.includes(day) && minute >= hours.fromMinute && minute < hours.toMinute;
}

/** The next moment staff answer, from `moment` on (itself when staffed now); null when the hours never open. */
export function nextStaffed(hours: StaffedHours, moment: Date): Date | null {
  if (isStaffed(hours, moment)) return moment;
  const stepMs = STEP_MINUTES * 60_000;
  let probe = new Date(Math.ceil(moment.getTime() / stepMs) * stepMs);
  for (let minutes = 0; minutes <= LOOK_AHEAD_MINUTES; minutes += STEP_MINUTES, probe = new Date(probe.getTime() + stepMs)) {
    if (isStaffed(hours, probe)) return probe;
  }
  return null;
}

/** 'Monday at 08:00 (Europe/London)': when someone will answer, in the words the panel shows. */
export function describeOpening(hours: StaffedHours, opening: Date): string {
  const { day, minute } = localTime(opening, hours.timeZone);
  const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  return `${DAY_NAMES[day]} at ${time} (${hours.timeZone})`;
}
