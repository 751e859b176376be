export { PayPalEmulatorModule } from './paypal-emulator.module.js';
