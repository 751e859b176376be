import { BadRequestException, type CallHandler, Injectable, type NestInterceptor } from '@nestjs/common';
import { catchError, type Observable } from 'rxjs';
import { FormValidationException } from '../common/form-validation.exception.js';

export const NOT_AN_EVENT_MESSAGE = 'The request body is not a PayPal webhook event.';

/**
 * PayPal is no form to correct field by field: a webhook body that fails PayPalWebhookEvent is answered with one
 * message (a 400 PayPal retries, and that tells us about it in its dashboard).
 */
@Injectable()
export class PayPalWebhookBodyInterceptor implements NestInterceptor {
  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        throw error instanceof FormValidationException ? new BadRequestException(NOT_AN_EVENT_MESSAGE) : error;
      }),
    );
  }
}
