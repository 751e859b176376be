import type { DeclaredBody, RequestOf } from '../../contract/contract.js';
import type * as Schemas from './paypal.schemas.js';

/**
 * The TypeScript view of every PayPal body paypal.schemas.ts declares (one place for PayPal's shapes), named as the
 * schema is without its 'PayPal': `PayPal['Order']` is PayPalOrder's.
 */
export type PayPal = {
  [Name in keyof typeof Schemas as Name extends `PayPal${infer Short}` ? Short : never]: (typeof Schemas)[Name] extends DeclaredBody
    ? RequestOf<(typeof Schemas)[Name]>
    : never;
};

/** The headers PayPal signs a webhook delivery with, as verify-webhook-signature takes them. */
export type WebhookSignature = Pick<
  PayPal['VerifyWebhookSignatureRequest'],
  'auth_algo' | 'cert_url' | 'transmission_id' | 'transmission_sig' | 'transmission_time'
>;
