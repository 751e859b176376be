import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { MAX_UPLOAD_BYTES, TOO_LARGE_MESSAGE } from '@evisa/forms';

export const UPLOAD_FIELD = 'image';
export { TOO_LARGE_MESSAGE };

// Room for the multipart boundaries and part headers around the file itself.
const MULTIPART_ALLOWANCE = 64 * 1024;

function toHttpError(error: unknown): HttpException {
  if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') {
    return new HttpException(TOO_LARGE_MESSAGE, HttpStatus.PAYLOAD_TOO_LARGE);
  }
  if (error instanceof MulterError && (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT')) {
    return new BadRequestException(`Send one file, in the form field "${UPLOAD_FIELD}".`);
  }
  // Everything else multer or its parser reports is a body that is not well-formed multipart/form-data.
  return new BadRequestException(`The upload could not be read. Send one file as multipart/form-data in the form field "${UPLOAD_FIELD}".`);
}

/**
 * Receives one file under the field `image` into memory (at most 20 MB), mapping every parser failure to a 4xx with
 * a clear message. It runs after the guards, so a rate-limited client is refused before its body is read.
 */
@Injectable()
export class SingleFileInterceptor implements NestInterceptor {
  private readonly receive = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  }).single(UPLOAD_FIELD);

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    // Refused from its declared length without parsing or buffering it; Node discards the unread body, so the
    // client still reads this answer (closing the connection instead could reset it mid-upload).
    if (Number(request.headers['content-length']) > MAX_UPLOAD_BYTES + MULTIPART_ALLOWANCE) {
      throw new HttpException(TOO_LARGE_MESSAGE, HttpStatus.PAYLOAD_TOO_LARGE);
    }
    await new Promise<void>((resolve, reject) =>
      this.receive(request, response, (error: unknown) => (error ? reject(toHttpError(error)) : resolve())),
    );
    return next.handle();
  }
}
