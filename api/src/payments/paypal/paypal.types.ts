import type { RequestOf } from '../../contract/contract.js';
import type * as PayPal from './paypal.schemas.js';

/** The TypeScript view of PayPal's bodies as paypal.schemas.ts declares them (one place for PayPal's shapes). */

export type PayPalLink = RequestOf<typeof PayPal.PayPalLink>;
export type PayPalAmount = RequestOf<typeof PayPal.PayPalAmount>;
export type PayPalCapture = RequestOf<typeof PayPal.PayPalCapture>;
export type PayPalPurchaseUnit = RequestOf<typeof PayPal.PayPalPurchaseUnit>;
export type PayPalOrder = RequestOf<typeof PayPal.PayPalOrder>;
export type PayPalCreateOrderRequest = RequestOf<typeof PayPal.PayPalCreateOrderRequest>;
export type PayPalToken = RequestOf<typeof PayPal.PayPalToken>;
export type PayPalWebhookEvent = RequestOf<typeof PayPal.PayPalWebhookEvent>;
export type PayPalVerifyWebhookSignatureRequest = RequestOf<typeof PayPal.PayPalVerifyWebhookSignatureRequest>;
export type PayPalVerifyWebhookSignatureReply = RequestOf<typeof PayPal.PayPalVerifyWebhookSignatureReply>;
export type PayPalSimulateEventRequest = RequestOf<typeof PayPal.PayPalSimulateEventRequest>;
export type PayPalErrorBody = RequestOf<typeof PayPal.PayPalError>;

/** The headers PayPal signs a webhook delivery with, as verify-webhook-signature takes them. */
export type WebhookSignature = Pick<
  PayPalVerifyWebhookSignatureRequest,
  'auth_algo' | 'cert_url' | 'transmission_id' | 'transmission_sig' | 'transmission_time'
>;
