import type { Schemas } from '@evisa/contract';
import { api, dataOf } from './http';

/** How long the service keeps data, in days, as the API's configuration says (GET /api/privacy/retention). */
export type RetentionPeriods = Schemas['RetentionPeriods'];

export function retentionPeriods(signal?: AbortSignal): Promise<RetentionPeriods> {
  return dataOf(api.GET('/api/privacy/retention', { signal }));
}
