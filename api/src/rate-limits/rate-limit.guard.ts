import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

/**
 * The throttler's guard with a counter key in plain text ('ApplicationsController-create-203.0.113.7'), where the
 * stock guard hashes it with SHA-256 on every request (issue 31: one of the layers of each applicant call). The
 * storage adds the group's name; counters live a minute in an unlogged table (or Redis) no backup keeps.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override generateKey(context: ExecutionContext, tracker: string): string {
    return `${context.getClass().name}-${context.getHandler().name}-${tracker}`;
  }
}
