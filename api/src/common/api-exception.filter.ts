import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';

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

/**
 * Every failure leaves as JSON with a clear `message` and both flags the clients read; no stack trace ever
 * reaches a client, and an unexpected error is logged (without request data) and answered with a plain 500.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body } = this.describe(exception);
    if (response.headersSent) return;
    response.status(status).json(body);
  }

  private describe(exception: unknown): { status: number; body: Record<string, unknown> } {
    // Nest's Express adapter wraps the body parser's and the router's errors in an HttpException carrying their
    // own words (a JSON parser's message quotes the body): they are answered from the original error instead.
    const cause = exception instanceof HttpException ? exception.cause : undefined;
    if (cause instanceof Error && typeof ((cause as StatusError).status ?? (cause as StatusError).statusCode) === 'number') {
      return this.describe(cause);
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
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : 'Unknown error');
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: { success: false, status: false, message: 'Something went wrong on our side. Please try again.' },
    };
  }
}
