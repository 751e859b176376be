import type { PayPalErrorBody } from './paypal.types.js';

/** A non-2xx answer from PayPal's REST API, with the issue code that says why. */
export class PayPalApiError extends Error {
  readonly issue: string | undefined;
  readonly debugId: string | undefined;

  constructor(
    readonly status: number,
    readonly body: Partial<PayPalErrorBody> | null,
  ) {
    super(`PayPal answered ${status} ${body?.name ?? ''} ${body?.details?.[0]?.issue ?? ''}`.trim());
    this.issue = body?.details?.[0]?.issue;
    this.debugId = body?.debug_id;
  }
}
