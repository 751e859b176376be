/**
 * The built-in sandbox emulator's own client credentials and webhook id. They are not secrets: the emulator moves
 * no money and exists only when no PayPal credentials are configured (test mode), and tests use them to act as
 * PayPal would.
 */
export const EMULATOR_CLIENT_ID = 'sandbox-emulator-client';
export const EMULATOR_CLIENT_SECRET = 'sandbox-emulator-secret';
export const EMULATOR_WEBHOOK_ID = 'WH-SANDBOX-EMULATOR';
/** Where the API mounts the emulator, under the global /api prefix. */
export const EMULATOR_PATH = 'paypal-sandbox';
