import { Module } from '@nestjs/common';
import { PayPalEmulatorController } from './paypal-emulator.controller.js';
import { PayPalEmulatorService } from './paypal-emulator.service.js';

/** The PayPal sandbox emulator; AppModule imports it only when no PayPal credentials are configured. */
@Module({ controllers: [PayPalEmulatorController], providers: [PayPalEmulatorService] })
export class PayPalEmulatorModule {}
