import { type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { ThrottlerOptions } from '@nestjs/throttler';
import type { RateLimits } from '../config/app-config.js';

const RATE_LIMIT_GROUP = 'rateLimitGroup';
const MINUTE_MS = 60_000;

/** Puts an endpoint under the per-address limit of one group (create, save, view, lookup, contact, upload, payment, login). */
export const RateLimit = (group: Exclude<keyof RateLimits, 'general'>) => SetMetadata(RATE_LIMIT_GROUP, group);

/** One throttler per group, each counting only the endpoints of its group; `general` counts every call. */
export function throttlers(limits: RateLimits): ThrottlerOptions[] {
  return Object.entries(limits).map(([name, limit]) => ({
    name,
    ttl: MINUTE_MS,
    limit,
    skipIf: (context: ExecutionContext) => name !== 'general' && Reflect.getMetadata(RATE_LIMIT_GROUP, context.getHandler()) !== name,
  }));
}
