import { requestJson } from './http';

export type PaymentMode = 'paypal' | 'sandbox-emulator';

export interface PaymentConfig {
  success?: boolean;
  accessToken?: string;
  clientId?: string;
  mode?: PaymentMode;
}

export interface PayPalLink {
  href: string;
  rel: string;
  method?: string;
}

export interface CreatedOrder {
  id?: string;
  status?: string;
  links?: PayPalLink[];
}

export interface CaptureResult {
  success?: boolean;
  status?: boolean;
  message?: string;
  data?: { sku_id?: string; payment_status?: string; amount?: number | string; currency?: string; order_id?: string; capture_id?: string };
}

/** A step the server found incomplete when asked for an order (409 of create-Order). */
export type { IncompleteStep } from './applications';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** GET authenticate: the payment access token, the PayPal client id and whether the site is in test mode. */
export function authenticate(signal?: AbortSignal): Promise<PaymentConfig> {
  return requestJson('GET', '/api/india/authenticate', undefined, signal);
}

/** POST create-Order; the server computes the amount (the one sent must equal it). */
export function createOrder(token: string, order: { sku_id: string; amount: number; description: string }): Promise<CreatedOrder> {
  return requestJson('POST', '/api/india/create-Order', { ...order, currency: 'USD' }, undefined, bearer(token));
}

/** POST capture-Payment for an approved order. */
export function capturePayment(token: string, orderID: string, skuId: string): Promise<CaptureResult> {
  return requestJson('POST', '/api/india/capture-Payment', { orderID, sku_id: skuId }, undefined, bearer(token));
}
