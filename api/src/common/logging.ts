import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import type { RequestHandler } from 'express';

/**
 * JSON lines on stdout, written without blocking the event loop (a slow log pipe must not hold requests up); what
 * is still buffered is written out when the process exits.
 */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, pino.destination({ dest: 1, sync: false }));
}

// Application ids and file names are keys to personal data, and a client may add anything to them (%20, %00,
// a second dot, another letter case). A logged path keeps only the words the app's own routes are made of
// ('india', 'View-application', 'audit-logs'); any other segment shows as ':id', and the query string never appears.
// An id can be made of letters only, so how a segment looks decides nothing.
export function loggedPath(url: string, routeWords: ReadonlySet<string>): string {
  return url
    .split('?')[0]
    .split('/')
    .map((segment) => (segment === '' || routeWords.has(segment) ? segment : ':id'))
    .join('/');
}

/** The fixed segments of the routes ('/api/india/View-application/:id' gives api, india, View-application). */
export function wordsOfRoutes(paths: readonly string[]): Set<string> {
  return new Set(paths.flatMap((path) => path.split('/').filter((segment) => segment !== '' && !/[:*({]/.test(segment))));
}

const REQUEST_ID = /^[\w-]{8,64}$/;

/**
 * One line per API request with a request id (echoed as X-Request-Id): method, path, status, time; no bodies or
 * headers. Written when the answer is finished, from four fields, with no serializer pass (issue 31: the request
 * log was a measurable layer of every applicant call). `routeWords` is filled once the routes are registered
 * (after this middleware is), before the first request.
 */
export function requestLogger(logger: Logger, routeWords: ReadonlySet<string>): RequestHandler {
  return (request, response, next) => {
    if (request.url.startsWith('/api')) logRequest(logger, routeWords, request, response);
    else response.setHeader('X-Request-Id', requestId(request));
    next();
  };
}

function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The request log's line for one API request, written when its answer is finished or the client hung up. */
function logRequest(logger: Logger, routeWords: ReadonlySet<string>, request: IncomingMessage, response: ServerResponse): void {
  const id = requestId(request);
  response.setHeader('X-Request-Id', id);
  const start = performance.now();
  const url = request.url ?? '';
  const log = (message: string) => {
    const status = response.statusCode;
    const line = { id, method: request.method, path: loggedPath(url, routeWords), status, ms: Math.round(performance.now() - start) };
    if (status >= 500) logger.error(line, message);
    else logger.info(line, message);
  };
  response.once('finish', () => log('request completed'));
  // A client that hangs up before the answer is sent: logged too, once.
  response.once('close', () => {
    if (!response.writableFinished) log('request aborted');
  });
}

// Nest's start-up chatter (every module and route) is only worth seeing when debugging.
const START_UP_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/** Nest's own messages through the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    if (context && START_UP_CONTEXTS.has(context)) this.logger.debug({ context }, String(message));
    else this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
