import { BadRequestException, NotFoundException } from '@nestjs/common';
import type { FieldError } from '@evisa/forms';
import { FormValidationException } from '../common/form-validation.exception.js';
import { cents, hasWholeCents } from '../common/money.js';

/** Every payment is in US dollars, the currency of the fee table. */
export const CURRENCY = 'USD';
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found for this application.';
// PayPal ids are short; a longer one cannot be an order of ours (and is not looked up).
export const MAX_ID_LENGTH = 64;

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isId(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= maxLength;
}

function asObject(body: unknown): Record<string, unknown> {
  if (!isObject(body)) throw new BadRequestException('The request body must be a JSON object.');
  return body;
}

/** A non-empty string, trimmed; null for anything else. */
function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** A client's amount: a number or a decimal string with at most two decimals; undefined when not sent. */
function clientAmount(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 && hasWholeCents(value) ? value : null;
  return typeof value === 'string' && /^\d{1,10}(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : null;
}

/** create-Order's body: the application, and optionally the amount the client expects (checked against the fee). */
export function parseOrderRequest(body: unknown): { skuId: string; amountCents: number | undefined } {
  const input = asObject(body);
  const skuId = text(input.sku_id);
  const amount = clientAmount(input.amount);
  const errors: FieldError[] = [];
  if (!skuId) errors.push({ field: 'sku_id', message: 'sku_id is required' });
  if (amount === null) errors.push({ field: 'amount', message: 'amount must be a number with at most two decimals' });
  if (input.currency !== undefined && input.currency !== CURRENCY) errors.push({ field: 'currency', message: `currency must be ${CURRENCY}` });
  if (!skuId || errors.length) throw new FormValidationException(errors);
  return { skuId, amountCents: amount == null ? undefined : cents(amount) };
}

/** capture-Payment's body: the PayPal order and the application it pays for. */
export function parseCaptureRequest(body: unknown): { orderId: string; skuId: string } {
  const input = asObject(body);
  const orderId = text(input.orderID);
  const skuId = text(input.sku_id);
  const errors: FieldError[] = [];
  if (!orderId) errors.push({ field: 'orderID', message: 'orderID is required' });
  if (!skuId) errors.push({ field: 'sku_id', message: 'sku_id is required' });
  if (!orderId || !skuId) throw new FormValidationException(errors);
  if (orderId.length > MAX_ID_LENGTH) throw new NotFoundException(ORDER_NOT_FOUND_MESSAGE);
  return { orderId, skuId };
}
