import type { IncomingMessage, ServerResponse } from 'node:http';
import { type INestApplication, RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import type { Express, Request, RequestHandler, Response } from 'express';
import { ApiExceptionFilter } from '../common/api-exception.filter.js';
import { compressedBody } from '../common/compression.js';
import { answerText } from '../common/json-text.js';
import { checkedBody } from '../contract/contract.js';
import { checkedReply } from '../contract/reply-check.interceptor.js';
import { RateLimitGuard } from '../rate-limits/rate-limit.guard.js';
import { ApplicationsController } from './applications.controller.js';
import { ApplicationValues } from './applications.schemas.js';

type Values = Parameters<ApplicationsController['create']>[0];

/** How each of the three calls takes its arguments from the request, as the method's parameter decorators say. */
const CALLS = {
  create: (controller, _id, request, body) => controller.create(body(), request),
  update: (controller, id, request, body) => controller.update(id, body(), request, request.headers['if-match']),
  view: (controller, id) => controller.view(id),
} satisfies Record<string, (controller: ApplicationsController, id: string, request: Request, body: () => Values) => Promise<unknown>>;

/** What the app's middleware does to every API request, for the calls answered ahead of it (app.ts builds it). */
export interface ApiMiddleware {
  /** In the order Express runs them: the request log, the security headers, the body parser, the request limits, no-store, CORS. */
  readonly before: readonly RequestHandler[];
  /** The compression middleware: a failure is answered through it, as by Express. */
  readonly compress: RequestHandler;
}

interface Call {
  verb: string;
  /** The path up to the id (':id' last), or the whole path. */
  path: string;
  takesId: boolean;
  status: number;
  method: (typeof ApplicationsController.prototype)[keyof typeof CALLS];
  route: string;
  run: (typeof CALLS)[keyof typeof CALLS];
}

/**
 * The applicant's three calls (create, save, View) answered by the HTTP server ahead of Express (issue 31: Express's
 * dispatch through a dozen middleware and its response helpers, and before them Nest's router, guard, pipe and
 * interceptor chain, were most of each call's time). A request for one of them runs what Express and Nest would run,
 * in their order: the app's own middleware functions (`ApiMiddleware`: the same log line, headers, body parser and
 * limits), the rate-limit guard (the same counters, groups and headers), the body's check against its declared
 * schema, the controller's own method, the reply's check when CHECK_RESPONSES is on, and the API's exception filter
 * for any failure. (The other global guard, staff sign-in, lets every route outside admin/ through, as these three
 * are.) The reply is written here: JSON, compressed as the compression middleware would. Anything else, and any
 * spelling of these paths this exact match does not take (a trailing slash, a percent-encoded id), goes to Express,
 * where Nest serves these routes too. Method, path and status are read from the controller's decorators, which also
 * document the routes (OpenAPI).
 */
export function applicantCalls(
  app: INestApplication,
  globalPrefix: string,
  middleware: ApiMiddleware,
  checkReplies: boolean,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  const controller = app.get(ApplicationsController);
  const guard = app.get(RateLimitGuard);
  const filter = new ApiExceptionFilter();
  // Express's request and response prototypes (req.ip behind the configured proxies, res.status().json() for the
  // filter and the guard's res.header), given to these requests as Express's own dispatch would.
  const express = app.getHttpAdapter().getInstance() as Express;
  const controllerPath = Reflect.getMetadata(PATH_METADATA, ApplicationsController) as string;
  const verbs: Partial<Record<RequestMethod, string>> = { [RequestMethod.GET]: 'GET', [RequestMethod.POST]: 'POST', [RequestMethod.PUT]: 'PUT' };

  const calls: Call[] = Object.entries(CALLS).map(([name, run]) => {
    const method = ApplicationsController.prototype[name as keyof typeof CALLS];
    const path = `/${globalPrefix}/${controllerPath}/${Reflect.getMetadata(PATH_METADATA, method) as string}`;
    const takesId = path.endsWith('/:id');
    return {
      verb: verbs[Reflect.getMetadata(METHOD_METADATA, method) as RequestMethod]!,
      path: takesId ? path.slice(0, -':id'.length) : path,
      takesId,
      // Each call's Returns states its status (contract.ts).
      status: Reflect.getMetadata(HTTP_CODE_METADATA, method) as number,
      method,
      route: `${ApplicationsController.name}.${name}`,
      run,
    };
  });

  /** The call and its id for this request, or null when Express is to answer it. */
  const match = (request: IncomingMessage): { call: Call; id: string } | null => {
    const url = request.url ?? '';
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    for (const call of calls) {
      if (request.method !== call.verb || !path.startsWith(call.path)) continue;
      if (!call.takesId) return path.length === call.path.length ? { call, id: '' } : null;
      const id = path.slice(call.path.length);
      return id && !/[/%]/.test(id) ? { call, id } : null;
    }
    return null;
  };

  // Each middleware called from the last one's next(), as Express chains them; settled when the last calls next().
  const runMiddleware = (request: Request, response: Response) =>
    new Promise<void>((resolve, reject) => {
      let index = 0;
      const next = (error?: unknown) => {
        if (error) return reject(error as Error);
        const handler = middleware.before[index++];
        if (handler) void handler(request, response, next);
        else resolve();
      };
      next();
    });

  const answer = async (call: Call, id: string, request: Request, response: Response) => {
    const context = new ExecutionContextHost([request, response, () => undefined], ApplicationsController, call.method);
    context.setType('http');
    try {
      await runMiddleware(request, response);
      // The throttler's guard answers true or throws its 429.
      await guard.canActivate(context);
      const value = await call.run(controller, id, request, () => checkedBody(ApplicationValues, request.body) as Values);
      const reply = checkReplies ? checkedReply(call.method, call.route, response, value) : value;
      const { body, bytes, encoding } = await compressedBody(request, answerText(reply));
      response.statusCode = call.status;
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.setHeader('Vary', 'Accept-Encoding');
      if (encoding) response.setHeader('Content-Encoding', encoding);
      response.setHeader('Content-Length', bytes);
      response.end(body);
    } catch (error) {
      if (response.headersSent) return;
      middleware.compress(request, response, () => filter.catch(error, context));
    }
  };

  return (incoming, outgoing) => {
    const found = match(incoming);
    if (!found) return false;
    // What Express's own dispatch does first to each request (its 'init' step).
    const request = Object.setPrototypeOf(incoming, express.request) as Request;
    const response = Object.setPrototypeOf(outgoing, express.response) as Response;
    Object.assign(request, { res: response, originalUrl: request.url, params: found.call.takesId ? { id: found.id } : {} });
    Object.assign(response, { req: request, locals: Object.create(null) as Record<string, unknown> });
    void answer(found.call, found.id, request, response);
    return true;
  };
}
