import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';

/** An emulated PayPal failure: the status and the body PayPal answers with. */
export class PayPalEmulatorError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.name ?? body.error ?? 'PayPal emulator error'));
  }
}

const MESSAGES: Record<string, string> = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  AUTHENTICATION_FAILURE: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  UNPROCESSABLE_ENTITY: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
};

/** PayPal's error body: name, message, details[{issue, description}], debug_id and an information link. */
export function paypalError(
  status: number,
  name: keyof typeof MESSAGES,
  debugId: string,
  detail?: { issue: string; description: string; field?: string; value?: string; location?: string },
): PayPalEmulatorError {
  const body: Record<string, unknown> = { name, message: MESSAGES[name], debug_id: debugId };
  if (detail) body.details = [detail];
  body.links = [
    {
      href: `https://developer.paypal.com/docs/api/orders/v2/#error-${detail?.issue ?? name}`,
      rel: 'information_link',
      method: 'GET',
    },
  ];
  return new PayPalEmulatorError(status, body);
}

/** Renders emulated failures in PayPal's own shape rather than the API's. */
@Catch(PayPalEmulatorError)
export class PayPalEmulatorErrorFilter implements ExceptionFilter {
  catch(error: PayPalEmulatorError, host: ArgumentsHost): void {
    host.switchToHttp().getResponse<Response>().status(error.status).json(error.body);
  }
}
