import { BadGatewayException, type Logger } from '@nestjs/common';
import type { PayPal } from './paypal.types.js';
import { apiFailure } from '../../i18n/api-messages.js';

/** A non-2xx answer from PayPal's REST API, with the issue code that says why. */
export class PayPalApiError extends Error {
  readonly issue: string | undefined;
  readonly debugId: string | undefined;

  constructor(
    readonly status: number,
    readonly body: Partial<PayPal['Error']> | null,
  ) {
    super(`PayPal answered ${status} ${body?.name ?? ''} ${body?.details?.[0]?.issue ?? ''}`.trim());
    this.issue = body?.details?.[0]?.issue;
    this.debugId = body?.debug_id;
  }
}

/** PayPal failed or answered what we cannot use: logged for us (with PayPal's debug id), 502 for the caller. */
export function payPalUnavailable(logger: Logger, action: string, error: unknown): BadGatewayException {
  const detail =
    error instanceof PayPalApiError
      ? `${error.message} (debug_id ${error.debugId ?? 'none'})`
      : error instanceof Error
        ? error.message
        : 'unknown error';
  logger.warn(`PayPal ${action} failed: ${detail}`);
  return new BadGatewayException(apiFailure('PAYMENT_SERVICE_UNAVAILABLE'));
}
