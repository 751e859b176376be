import { randomBytes } from 'node:crypto';
import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { FormValidationException } from '@evisa/api/common/form-validation.exception.js';

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

/** PayPal's path of a field: its purchase unit named by reference id, as PayPal names them in its errors. */
function payPalField(field: string): string {
  return `/${field}`.replace(/^\/purchase_units\/0(?=\/|$)/, "/purchase_units/@reference_id=='default'");
}

/** A request body that failed its declared PayPal schema, as PayPal answers it: INVALID_REQUEST, one detail per field. */
function invalidRequest(exception: FormValidationException): PayPalEmulatorError {
  const error = paypalError(400, 'INVALID_REQUEST', randomBytes(7).toString('hex').slice(0, 13));
  error.body.details = exception.errors.map(({ field, message }) => ({
    field: payPalField(field),
    location: 'body',
    issue: / is required$/.test(message) ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_VALUE',
    description: message,
  }));
  return error;
}

/**
 * Renders emulated failures in PayPal's own shape rather than the API's, and so also a request body that failed
 * its declared schema (@RequestBody).
 */
@Catch(PayPalEmulatorError, FormValidationException)
export class PayPalEmulatorErrorFilter implements ExceptionFilter {
  catch(caught: PayPalEmulatorError | FormValidationException, host: ArgumentsHost): void {
    const error = caught instanceof FormValidationException ? invalidRequest(caught) : caught;
    host.switchToHttp().getResponse<Response>().status(error.status).json(error.body);
  }
}
