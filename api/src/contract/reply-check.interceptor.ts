import { type CallHandler, type ExecutionContext, Injectable, InternalServerErrorException, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import { JsonInSlices } from '../common/json-text.js';
import { REPLY_METADATA, type Reply, replyErrors } from './contract.js';

/**
 * The answer a handler returned, checked against the body it declares (@Returns): the value itself, or a 500
 * naming the route (`route`) and what differs.
 */
export function checkedReply(handler: object, route: string, response: Response, value: unknown): unknown {
  const reply = Reflect.getMetadata(REPLY_METADATA, handler) as Reply | undefined;
  // A handler that wrote the answer itself (@Res()) has nothing left to check here, nor has a 304.
  if (!reply || response.headersSent || response.statusCode === 304) return value;
  // JSON the handler kept ready as text (a large cached body, or one sent in slices) is checked as what it parses to.
  const sent =
    value instanceof JsonInSlices
      ? JSON.parse(value.json)
      : typeof value === 'string' && /json/.test(String(response.getHeader('Content-Type')))
        ? JSON.parse(value)
        : value;
  const errors = replyErrors(reply, sent);
  if (errors.length === 0) return value;
  throw new InternalServerErrorException(`${route} answered outside its declared body: ${errors.slice(0, 5).join('; ')}`);
}

/**
 * With CHECK_RESPONSES, every answer is checked against the body its handler declares (@Returns), so the OpenAPI
 * document, and the types generated from it, cannot drift from what the API sends: the test suites run with it on.
 */
@Injectable()
export class ReplyCheckInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (!this.reflector.get<Reply | undefined>(REPLY_METADATA, context.getHandler())) return next.handle();
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    return next
      .handle()
      .pipe(map((value: unknown) => checkedReply(context.getHandler(), route, context.switchToHttp().getResponse<Response>(), value)));
  }
}
