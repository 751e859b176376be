import { HttpException, HttpStatus } from '@nestjs/common';

/** A 429 that knows how long the client must wait: the answer's Retry-After (api-exception.filter.ts). */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
