import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerOptions } from '@nestjs/throttler';
import { THROTTLER_BLOCK_DURATION, THROTTLER_LIMIT, THROTTLER_SKIP, THROTTLER_TTL } from '@nestjs/throttler/dist/throttler.constants.js';

/** A throttler that counts a route, with the limits its decorators give it. */
interface RouteLimit {
  throttler: ThrottlerOptions;
  limit: number;
  ttl: number;
  blockDuration: number;
}

/**
 * The throttler's guard, with two layers of the stock one's work done once instead of on every request (issue 31):
 *
 * - Which throttlers count a route and with what limits is worked out at the route's first request, as the stock
 *   guard does on each (its decorators read through the reflector: about thirty metadata reads a request with one
 *   throttler per group). This holds because every limit here is a number and a group's `skipIf` reads only the
 *   route's decorator (common/rate-limit.decorator.ts), never the request.
 * - The client is worked out once per request (`req.ip` behind the trusted proxies), not once per throttler, and the
 *   counter key is plain text ('ApplicationsController-create-203.0.113.7') where the stock guard hashes it with
 *   SHA-256. The storage adds the group's name; counters live a minute in an unlogged table (or Redis) no backup keeps.
 *
 * Counting, blocking, the 429 and the headers are the stock guard's own (`handleRequest`).
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  private readonly routeLimits = new WeakMap<object, WeakMap<object, RouteLimit[]>>();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const limits = this.limitsOf(context);
    if (!limits.length) return true;
    const tracker = await this.getTracker(this.getRequestResponse(context).req);
    const getTracker = () => Promise.resolve(tracker);
    const generateKey = (route: ExecutionContext, client: string) => this.generateKey(route, client);
    // One throttler after the other, as the stock guard: the first that blocks answers 429.
    for (const { throttler, limit, ttl, blockDuration } of limits) {
      await this.handleRequest({ context, throttler, limit, ttl, blockDuration, getTracker, generateKey });
    }
    return true;
  }

  protected override generateKey(context: ExecutionContext, tracker: string): string {
    return `${context.getClass().name}-${context.getHandler().name}-${tracker}`;
  }

  private limitsOf(context: ExecutionContext): RouteLimit[] {
    const [route, controller] = [context.getHandler(), context.getClass()];
    let routes = this.routeLimits.get(controller);
    if (!routes) this.routeLimits.set(controller, (routes = new WeakMap()));
    let limits = routes.get(route);
    if (!limits) routes.set(route, (limits = this.limitsOfRoute(context)));
    return limits;
  }

  private limitsOfRoute(context: ExecutionContext): RouteLimit[] {
    const targets = [context.getHandler(), context.getClass()];
    const decorated = (key: string, name: string) => this.reflector.getAllAndOverride<number | undefined>(key + name, targets);
    return this.throttlers.flatMap((throttler) => {
      const skipIf = throttler.skipIf ?? this.commonOptions.skipIf;
      if (decorated(THROTTLER_SKIP, throttler.name!) || skipIf?.(context)) return [];
      const number = (value: unknown) => {
        if (typeof value !== 'number') throw new Error(`Rate limit ${throttler.name}: only numbers are supported, not ${typeof value}`);
        return value;
      };
      const limit = number(decorated(THROTTLER_LIMIT, throttler.name!) ?? throttler.limit);
      const ttl = number(decorated(THROTTLER_TTL, throttler.name!) ?? throttler.ttl);
      const blockDuration = number(decorated(THROTTLER_BLOCK_DURATION, throttler.name!) ?? throttler.blockDuration ?? ttl);
      return [{ throttler, limit, ttl, blockDuration }];
    });
  }
}
