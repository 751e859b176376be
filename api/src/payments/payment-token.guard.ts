import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { bearerToken } from '../auth/roles.js';
import { PaymentTokensService } from './payment-tokens.service.js';

/** create-Order and capture-Payment need `Authorization: Bearer <accessToken>` from GET /api/india/authenticate. */
@Injectable()
export class PaymentTokenGuard implements CanActivate {
  constructor(private readonly tokens: PaymentTokensService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const token = bearerToken(context.switchToHttp().getRequest<Request>());
    if (!token || !(await this.tokens.isValid(token))) {
      throw new UnauthorizedException('A valid payment access token is required. Get one from GET /api/india/authenticate.');
    }
    return true;
  }
}
