import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { PayPalEmulatorService } from './paypal-emulator.service.js';

/** Every REST call of the emulator but the token itself needs its bearer token, checked before the body (as PayPal does). */
@Injectable()
export class PayPalEmulatorAuthGuard implements CanActivate {
  constructor(private readonly emulator: PayPalEmulatorService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const authorization = context.switchToHttp().getRequest<Request>().headers.authorization;
    await this.emulator.authenticate(typeof authorization === 'string' ? authorization : undefined);
    return true;
  }
}
