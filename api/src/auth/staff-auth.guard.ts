import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import type { Role } from '../users/user.entity.js';
import { AuthService } from './auth.service.js';
import { bearerToken, PUBLIC_KEY, ROLES_KEY, SET_UP_KEY, type StaffRequest } from './roles.js';

/** The paths a controller or handler declares (@Controller('admin/fees'), @Get(':id')), as written in the code. */
function declaredPaths(target: object): string[] {
  const path: unknown = Reflect.getMetadata(PATH_METADATA, target);
  return ([] as unknown[]).concat(path ?? []).map((entry) => String(entry).replace(/^\/+/, ''));
}

/** Whether a route belongs to the admin API, decided by the path declared in code, never by the request's spelling. */
function isAdminRoute(controller: object, handler: object): boolean {
  const handlerPaths = declaredPaths(handler);
  return declaredPaths(controller).some((base) =>
    (handlerPaths.length ? handlerPaths : ['']).some((path) => {
      const full = [base, path].filter(Boolean).join('/');
      return full === 'admin' || full.startsWith('admin/');
    }),
  );
}

/**
 * Global guard: every route declared under admin/ needs a valid staff session, and the role its @Roles() allows
 * (admin only when it names none), so a new admin endpoint is closed until it says otherwise. It reads the route
 * the request was matched to, so no spelling of the path (letter case, slashes, escapes) reaches one unchecked.
 */
@Injectable()
export class StaffAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http' || !isAdminRoute(context.getClass(), context.getHandler())) return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;

    const request = context.switchToHttp().getRequest<StaffRequest>();
    const token = bearerToken(request);
    const found = token ? await this.auth.authenticate(token) : null;
    if (!found) throw new UnauthorizedException('Please sign in.');
    const { user, session } = found;
    if (session.enrolment_only && !this.reflector.getAllAndOverride<boolean>(SET_UP_KEY, targets)) {
      throw new ForbiddenException('Set up two-factor sign-in first: an admin requires it for every staff account.');
    }
    const roles = this.reflector.getAllAndOverride<Role[]>(ROLES_KEY, targets) ?? ['admin'];
    if (!roles.includes(user.role)) throw new ForbiddenException('Your role does not allow this.');
    request.staffUser = user;
    request.staffSession = session;
    return true;
  }
}
