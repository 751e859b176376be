import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { Request } from 'express';
import type { Role } from '../users/user.entity.js';
import type { User } from '../users/user.entity.js';
import type { Session } from './session.entity.js';

export const ROLES_KEY = 'staffRoles';
export const PUBLIC_KEY = 'publicRoute';

/**
 * The staff roles allowed to call an admin endpoint; without it an admin endpoint is for the admin role only. The
 * OpenAPI document says so too (x-roles; see open-api-document.ts).
 */
export const Roles = (...roles: Role[]) => applyDecorators(SetMetadata(ROLES_KEY, roles), ApiExtension('x-roles', roles));

/** An endpoint under /api/admin that needs no session (signing in); x-public in the OpenAPI document. */
export const PublicRoute = () => applyDecorators(SetMetadata(PUBLIC_KEY, true), ApiExtension('x-public', true));

/** An endpoint a session may use before its account has set up the second factor an admin requires. */
export const SET_UP_KEY = 'allowedDuringTwoFactorSetUp';
export const AllowedDuringSetUp = () => SetMetadata(SET_UP_KEY, true);

export interface StaffRequest extends Request {
  staffUser?: User;
  staffSession?: Session;
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
  return match ? match[1] : null;
}
