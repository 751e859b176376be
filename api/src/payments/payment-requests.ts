import { ConflictException, NotFoundException } from '@nestjs/common';
import type { IncompleteStep } from '@evisa/forms';
import type { RequestOf } from '../contract/contract.js';
import { FormValidationException } from '../common/form-validation.exception.js';
import { cents, hasWholeCents } from '../common/money.js';
import type { OrderMethod } from './payment-methods.js';
import type { CapturePaymentRequest, CreateOrderRequest } from './payments.schemas.js';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found for this application.';
// PayPal ids are short; a longer one cannot be an order of ours (and is not looked up).
export const MAX_ID_LENGTH = 64;
const AMOUNT_MESSAGE = 'amount must be a number with at most two decimals';

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isId(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= maxLength;
}

/** A client's amount in cents (its schema checked the form); undefined when not sent. */
function clientCents(amount: RequestOf<typeof CreateOrderRequest>['amount']): number | undefined {
  if (amount === undefined || amount === null || (typeof amount === 'string' && amount.trim() === '')) return undefined;
  // A number's two decimals are checked here: JSON Schema's multipleOf 0.01 fails on binary fractions (65.01).
  if (typeof amount === 'number' && !hasWholeCents(amount)) throw new FormValidationException([{ field: 'amount', message: AMOUNT_MESSAGE }]);
  return cents(Number(amount));
}

/** create-Order's body, once its schema passed: the application, and the amount the client expects (checked against the fee). */
export function orderRequest(body: RequestOf<typeof CreateOrderRequest>): { skuId: string; amountCents: number | undefined; method: OrderMethod } {
  return { skuId: body.sku_id.trim(), amountCents: clientCents(body.amount), method: body.method ?? 'paypal' };
}

/** capture-Payment's body, once its schema passed: the PayPal order and the application it pays for. */
export function captureRequest(body: RequestOf<typeof CapturePaymentRequest>): { orderId: string; skuId: string } {
  const orderId = body.orderID.trim();
  if (orderId.length > MAX_ID_LENGTH) throw new NotFoundException(ORDER_NOT_FOUND_MESSAGE);
  return { orderId, skuId: body.sku_id.trim() };
}

/**
 * 409 for an application whose answers do not meet every step's rules: create-Order refuses it, and so does a
 * capture when the answers changed after the order was made (nothing is charged). incompleteSteps names the steps.
 */
export function incompleteApplication(incomplete: IncompleteStep[], outcome: string): ConflictException {
  return new ConflictException({
    success: false,
    status: false,
    message: `The application is not complete. Please complete ${incomplete.map((step) => `${step.id} (${step.route})`).join(', ')} ${outcome}`,
    incompleteSteps: incomplete,
  });
}
