import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { apiFailure, type ApiMessageCode, localizedFailure } from '../i18n/api-messages.js';
import { requestLanguage } from '../i18n/request-language.js';
import { FormValidationException } from './form-validation.exception.js';
import { isDatabaseUnreachable } from './database-unreachable.js';
import { TooManyRequestsException } from './too-many-requests.exception.js';

// Errors that Express middleware (body parsing) raises carry their HTTP status themselves.
interface StatusError {
  status?: number;
  statusCode?: number;
  type?: string;
}

const MIDDLEWARE_MESSAGES: Record<string, ApiMessageCode> = {
  'entity.parse.failed': 'INVALID_JSON',
  'entity.too.large': 'BODY_TOO_LARGE',
  'encoding.unsupported': 'UNSUPPORTED_ENCODING',
  'charset.unsupported': 'UNSUPPORTED_CHARSET',
};

/** A failure's stable code when nothing more specific names it: its HTTP status's name ('NOT_FOUND', 'CONFLICT'). */
const statusCode = (status: number): string => (HttpStatus[status] as string | undefined) ?? `HTTP_${status}`;
// A database restart or a fail-over takes seconds; clients that honour Retry-After come back after this.
const DATABASE_RETRY_SECONDS = 5;
// A rate limit's window is a minute (rate-limit.decorator.ts).
const DEFAULT_RETRY_SECONDS = 60;

/**
 * Every failure leaves as JSON with a clear `message`, both flags the clients read and a stable `code` (the same
 * in every language); no stack trace ever reaches a client, and an unexpected error is logged (without request
 * data) and answered with a plain 500. A message of the API's catalogue (i18n/api-messages.ts) is worded in the
 * caller's language (Accept-Language), English by default.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body: described, retryAfter } = this.describe(exception);
    if (exception instanceof FormValidationException && exception.inLanguage) {
      const acceptLanguage = host.switchToHttp().getRequest<Request>().headers['accept-language'];
      Object.assign(described, FormValidationException.body(exception.inLanguage(acceptLanguage)));
    }
    if (response.headersSent) return;
    const body = localizedFailure(
      { ...described, code: described.code ?? statusCode(status) },
      requestLanguage(host.switchToHttp().getRequest<Request>()),
    );
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
        body: { success: false, status: false, code: statusCode(exception.getStatus()), message: exception.message },
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
      const code = exception instanceof URIError ? 'BAD_PERCENT_ENCODING' : (MIDDLEWARE_MESSAGES[error.type ?? ''] ?? 'UNREADABLE_REQUEST');
      return { status, body: apiFailure(code) };
    }
    if (isDatabaseUnreachable(exception)) {
      // Not a fault of this code: one line, no stack (health/ready says the same to the proxy).
      this.logger.warn(`The database does not answer: ${exception instanceof Error ? exception.message : String(exception)}`);
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        body: apiFailure('DATABASE_UNAVAILABLE'),
        retryAfter: DATABASE_RETRY_SECONDS,
      };
    }
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : 'Unknown error');
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: apiFailure('INTERNAL_ERROR'),
    };
  }
}
