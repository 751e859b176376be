import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type PublicUser, toPublicUser } from '../users/public-user.js';
import type { StaffRequest } from './roles.js';

/** The signed-in staff member StaffAuthGuard found for this request: who an admin change is attributed to. */
export const CurrentStaff = createParamDecorator((_data: unknown, context: ExecutionContext): PublicUser => {
  const user = context.switchToHttp().getRequest<StaffRequest>().staffUser;
  // The guard lets no admin route through without a user; reaching this without one is a wiring mistake.
  if (!user) throw new Error('CurrentStaff used on a route without a staff session');
  return toPublicUser(user);
});
