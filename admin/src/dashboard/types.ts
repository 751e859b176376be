import type { Schemas } from '@evisa/contract';

export type StatusCount = Schemas['StatusCount'];

/** The console's home page figures. */
export type DashboardSummary = Schemas['DashboardSummary'];
