import type { Schemas } from '@evisa/contract';
import { api, dataOf } from './http';

/** GET authenticate: the payment access token, PayPal's client id and whether the site is in test mode. */
export type PaymentConfig = Schemas['PaymentSession'];

/** create-Order's answer: PayPal's order id and links (rel 'approve' for the buyer). */
export type CreatedOrder = Schemas['CreatedOrder'];

/** capture-Payment's answer. */
export type CaptureResult = Schemas['CaptureReply'];

/** A step the server found incomplete when asked for an order (409 of create-Order). */
export type { IncompleteStep } from './applications';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** GET authenticate: the payment access token, the PayPal client id and whether the site is in test mode. */
export function authenticate(signal?: AbortSignal): Promise<PaymentConfig> {
  return dataOf(api.GET('/api/india/authenticate', { signal }));
}

/** A way to pay through a PayPal order: PayPal itself, or a card in PayPal's card fields. */
export type OrderMethod = NonNullable<Schemas['CreateOrderRequest']['method']>;

/** POST create-Order; the server computes the amount (the one sent must equal it). */
export function createOrder(
  token: string,
  order: { sku_id: string; amount: number; description: string; method?: OrderMethod },
): Promise<CreatedOrder> {
  return dataOf(api.POST('/api/india/create-Order', { body: { ...order, currency: 'USD' }, headers: bearer(token) }));
}

/** POST capture-Payment for an approved order. */
export function capturePayment(token: string, orderID: string, skuId: string): Promise<CaptureResult> {
  return dataOf(api.POST('/api/india/capture-Payment', { body: { orderID, sku_id: skuId }, headers: bearer(token) }));
}

/** A bank transfer: the account, the payment reference and the amount (bank-transfer's answer). */
export type BankTransfer = NonNullable<Schemas['BankTransferReply']['data']>;

/** POST bank-transfer: the application's pending transfer, made now if there is none. */
export async function chooseBankTransfer(token: string, skuId: string): Promise<{ message?: string; transfer: BankTransfer }> {
  const reply = await dataOf(api.POST('/api/india/bank-transfer', { body: { sku_id: skuId }, headers: bearer(token) }));
  return { message: reply.message, transfer: reply.data };
}

/** GET bank-transfer/{id}: the latest transfer chosen for the application, if any (404: none). */
export async function latestBankTransfer(skuId: string, signal?: AbortSignal): Promise<{ message?: string; transfer: BankTransfer }> {
  const reply = await dataOf(api.GET('/api/india/bank-transfer/{sku_id}', { params: { path: { sku_id: skuId } }, signal }));
  return { message: reply.message, transfer: reply.data };
}

/** A card as PayPal's card fields send it: the number, YYYY-MM, the security code and the name on it. */
export interface TestCard {
  number: string;
  expiry: string;
  security_code: string;
  name?: string;
}

/** What PayPal answers for a confirmed card: the order's status, and its 'payer-action' link for 3-D Secure. */
type ConfirmedCard = Pick<Schemas['PayPalOrder'], 'status' | 'links'>;

/**
 * Test mode only: the card goes to the built-in PayPal emulator (the order's own 'self' link), as PayPal's card
 * fields send it to PayPal from the browser; it never reaches this site's API. Throws the emulator's reason.
 */
export async function confirmTestCard(order: CreatedOrder, card: TestCard): Promise<ConfirmedCard> {
  const self = order.links?.find((link) => link.rel === 'self')?.href;
  if (!self) throw new Error('The order has no address to send the card to.');
  const body: Schemas['PayPalConfirmCardRequest'] = { payment_source: { card } };
  const response = await fetch(`${self}/confirm-payment-source`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const reply = (await response.json().catch(() => undefined)) as (ConfirmedCard & Partial<Schemas['PayPalError']>) | undefined;
  if (!response.ok || !reply) throw new Error(reply?.details?.[0]?.description ?? reply?.message ?? 'The card could not be checked.');
  return reply;
}
