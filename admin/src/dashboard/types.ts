import type { Schemas } from '@evisa/contract';

export type StatusCount = Schemas['StatusCount'];

/** A count of the day's work (urgent, overdue, my queue) with the list filter that shows it. */
export type WorkCount = Schemas['WorkCount'];

/** The console's home page figures. */
export type DashboardSummary = Schemas['DashboardSummary'];
