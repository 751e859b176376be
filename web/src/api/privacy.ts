import type { Schemas } from '@evisa/contract';
import { requestJson } from './http';

/** How long the service keeps data, in days, as the API's configuration says (GET /api/privacy/retention). */
export type RetentionPeriods = Schemas['RetentionPeriods'];

export function retentionPeriods(signal?: AbortSignal): Promise<RetentionPeriods> {
  return requestJson('GET', '/api/privacy/retention', undefined, signal);
}
