import { type INestApplication, RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ApiExceptionFilter } from '../common/api-exception.filter.js';
import { checkedBody } from '../contract/contract.js';
import { checkedReply } from '../contract/reply-check.interceptor.js';
import { RateLimitGuard } from '../rate-limits/rate-limit.guard.js';
import { ApplicationsController } from './applications.controller.js';
import { ApplicationValues } from './applications.schemas.js';

type Values = Parameters<ApplicationsController['create']>[0];

// A named segment (':id') is always one string; only a wildcard gives a list.
const idOf = (request: Request) => request.params.id as string;

/** How each of the three calls takes its arguments from the request, as the method's parameter decorators say. */
const CALLS = {
  create: (controller, request, body) => controller.create(body(), request),
  update: (controller, request, body) => controller.update(idOf(request), body(), request, request.headers['if-match']),
  view: (controller, request) => controller.view(idOf(request)),
} satisfies Record<string, (controller: ApplicationsController, request: Request, body: () => Values) => Promise<unknown>>;

/**
 * The applicant's three calls (create, save, View) answered in front of Nest's router (issue 31: the router's
 * match over every route of the API, and Nest's guard, pipe and interceptor chain, were layers of every call).
 * Each runs the parts Nest would, in Nest's order: the rate-limit guard (the same counters, groups and headers),
 * the body's check against its declared schema, the controller's own method, the reply's check when
 * CHECK_RESPONSES is on, and the API's exception filter for any failure. (The other global guard, staff sign-in,
 * lets every route outside admin/ through, as these three are.) Method, path and status are read from
 * the controller's decorators, which also document the routes (OpenAPI); Nest registers them too, behind these.
 */
export function applicantCalls(app: INestApplication, globalPrefix: string, checkReplies: boolean): express.Router {
  const controller = app.get(ApplicationsController);
  const guard = app.get(RateLimitGuard);
  const filter = new ApiExceptionFilter();
  const router = express.Router({ caseSensitive: true });
  const controllerPath = Reflect.getMetadata(PATH_METADATA, ApplicationsController) as string;

  for (const [name, call] of Object.entries(CALLS)) {
    const method = ApplicationsController.prototype[name as keyof typeof CALLS];
    const path = `/${globalPrefix}/${controllerPath}/${Reflect.getMetadata(PATH_METADATA, method) as string}`;
    const verb = Reflect.getMetadata(METHOD_METADATA, method) as RequestMethod;
    // Each call's Returns states its status (contract.ts).
    const status = Reflect.getMetadata(HTTP_CODE_METADATA, method) as number;
    const route = `${ApplicationsController.name}.${name}`;
    const handler = async (request: Request, response: Response, next: NextFunction) => {
      const context = new ExecutionContextHost([request, response, next], ApplicationsController, method);
      context.setType('http');
      try {
        // The throttler's guard answers true or throws its 429.
        await guard.canActivate(context);
        const value = await call(controller, request, () => checkedBody(ApplicationValues, request.body) as Values);
        response.status(status).json(checkReplies ? checkedReply(method, route, response, value) : value);
      } catch (error) {
        filter.catch(error, context);
      }
    };
    const verbs = { [RequestMethod.GET]: 'get', [RequestMethod.POST]: 'post', [RequestMethod.PUT]: 'put' } as const;
    router[verbs[verb as keyof typeof verbs]](path, handler);
  }
  return router;
}
