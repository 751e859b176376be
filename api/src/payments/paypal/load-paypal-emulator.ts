import type { Type } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';

// A variable, not a literal: the emulator's workspace compiles against the API, so the API's compiler must not follow
// this import back into it.
const EMULATOR_PACKAGE: string = '@evisa/paypal-emulator';

/**
 * The PayPal sandbox emulator's Nest module (workspace paypal-emulator/), loaded only without PayPal credentials
 * (test mode): with them, the emulator's code is never loaded, and a production install may leave it out.
 */
export async function loadPayPalEmulator(config: AppConfig): Promise<Type | undefined> {
  if (config.paypal.clientId) return undefined;
  const { PayPalEmulatorModule } = (await import(EMULATOR_PACKAGE)) as { PayPalEmulatorModule: Type };
  return PayPalEmulatorModule;
}
