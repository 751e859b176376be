import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { FormValidationException } from './form-validation.exception.js';
import { isDatabaseUnreachable } from './database-unreachable.js';
import { TooManyRequestsException } from './too-many-requests.exception.js';

// Errors that Express middleware (body parsing) raises carry their HTTP status themselves.
interface StatusError {
  status?: number;
  statusCode?: number;
  type?: string;
}

const MIDDLEWARE_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': 'The request body is too large.',
  'encoding.unsupported': 'The request body encoding is not supported.',
  'charset.unsupported': 'The request body charset is not supported.',
};

const DATABASE_UNREACHABLE = 'The service is briefly unavailable: our database does not answer. Please try again in a few seconds.';
// A database restart or a fail-over takes seconds; clients that honour Retry-After come back after this.
const DATABASE_RETRY_SECONDS = 5;
// A rate limit's window is a minute (rate-limit.decorator.ts).
const DEFAULT_RETRY_SECONDS = 60;

/**
 * Every failure leaves as JSON with a clear `message` and both flags the clients read; no stack trace ever
 * reaches a client, and an unexpected error is logged (without request data) and answered with a plain 500.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body, retryAfter } = this.describe(exception);
    if (exception instanceof FormValidationException && exception.inLanguage) {
      const acceptLanguage = host.switchToHttp().getRequest<Request>().headers['accept-language'];
      Object.assign(body, FormValidationException.body(exception.inLanguage(acceptLanguage)));
    }
    if (response.headersSent) return;
    if (status === HttpStatus.TOO_MANY_REQUESTS || retryAfter !== undefined) {
      response.setHeader('Retry-After', String(retryAfter ?? this.rateLimitWait(response)));
    }
    response.status(status).json(body);
  }

  /**
   * The standard Retry-After of a rate limit's 429: the longest wait of the groups the throttler refused
   * (it sets Retry-After-<group> for each; those stay beside it).
   */
  private rateLimitWait(response: Response): number {
    const waits = Object.entries(response.getHeaders())
      .filter(([name]) => name.startsWith('retry-after-'))
      .map(([, value]) => Number(value))
      .filter((wait) => Number.isFinite(wait) && wait > 0);
    return waits.length ? Math.ceil(Math.max(...waits)) : DEFAULT_RETRY_SECONDS;
  }

  private describe(exception: unknown): { status: number; body: Record<string, unknown>; retryAfter?: number } {
    // Nest's Express adapter wraps the body parser's and the router's errors in an HttpException carrying their
    // own words (a JSON parser's message quotes the body): they are answered from the original error instead.
    const cause = exception instanceof HttpException ? exception.cause : undefined;
    if (cause instanceof Error && typeof ((cause as StatusError).status ?? (cause as StatusError).statusCode) === 'number') {
      return this.describe(cause);
    }
    if (exception instanceof TooManyRequestsException) {
      return {
        status: exception.getStatus(),
        body: { success: false, status: false, message: exception.message },
        retryAfter: exception.retryAfterSeconds,
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      if (typeof payload === 'object' && payload !== null && 'success' in payload) {
        return { status, body: payload as Record<string, unknown> };
      }
      const raw = typeof payload === 'string' ? payload : (payload as { message?: unknown }).message;
      const message = Array.isArray(raw) ? raw.join('; ') : String(raw ?? exception.message);
      return { status, body: { success: false, status: false, message } };
    }
    const error = exception as StatusError;
    const status = error?.status ?? error?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message =
        exception instanceof URIError
          ? 'The request address has an invalid percent-encoding.'
          : (MIDDLEWARE_MESSAGES[error.type ?? ''] ?? 'The request could not be read.');
      return { status, body: { success: false, status: false, message } };
    }
    if (isDatabaseUnreachable(exception)) {
      // Not a fault of this code: one line, no stack (health/ready says the same to the proxy).
      this.logger.warn(`The database does not answer: ${exception instanceof Error ? exception.message : String(exception)}`);
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        body: { success: false, status: false, message: DATABASE_UNREACHABLE },
        retryAfter: DATABASE_RETRY_SECONDS,
      };
    }
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : 'Unknown error');
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: { success: false, status: false, message: 'Something went wrong on our side. Please try again.' },
    };
  }
}
