import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '../users/user.entity.js';
import { AuthService } from './auth.service.js';
import { bearerToken, PUBLIC_KEY, ROLES_KEY, type StaffRequest } from './roles.js';

/**
 * Global guard: every route under /api/admin needs a valid staff session, and the role its @Roles() allows
 * (admin only when it names none), so a new admin endpoint is closed until it says otherwise.
 */
@Injectable()
export class StaffAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<StaffRequest>();
    if (!request.path.startsWith('/api/admin/') && request.path !== '/api/admin') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;

    const token = bearerToken(request);
    const user = token ? await this.auth.authenticate(token) : null;
    if (!user) throw new UnauthorizedException('Please sign in.');
    const roles = this.reflector.getAllAndOverride<Role[]>(ROLES_KEY, targets) ?? ['admin'];
    if (!roles.includes(user.role)) throw new ForbiddenException('Your role does not allow this.');
    request.staffUser = user;
    return true;
  }
}
