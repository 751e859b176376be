import { requestJson } from './http';

/** How long the service keeps data, in days, as the API's configuration says (GET /api/privacy/retention). */
export interface RetentionPeriods {
  unpaid_days: number;
  decided_days: number;
  enquiry_days: number;
}

export function retentionPeriods(signal?: AbortSignal): Promise<RetentionPeriods> {
  return requestJson('GET', '/api/privacy/retention', undefined, signal);
}
