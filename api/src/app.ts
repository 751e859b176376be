import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import cors from 'cors';
import express from 'express';
import { SwaggerModule } from '@nestjs/swagger';
import type { Logger } from 'pino';
import { AppModule, type Database } from './app.module.js';
import { applicantCalls } from './applications/applications.thin-path.js';
import { PinoNestLogger, requestLogger, wordsOfRoutes } from './common/logging.js';
import { routerRoutes } from './common/router-routes.js';
import { openApiDocument } from './contract/open-api-document.js';
import { jsonAsText } from './common/json-text.js';
import { requestLimits } from './common/request-limits.js';
import { jsonAnswerHeaders, securityHeaderSets, securityHeaders } from './common/security-headers.js';
import { compressedAnswers } from './common/compression.js';
import { serveStaticSites } from './common/static-sites.js';
import type { AppConfig } from './config/app-config.js';
import { migrate } from './database/migrate.js';
import { loadPayPalEmulator } from './payments/paypal/load-paypal-emulator.js';

const API_PREFIX = 'api';
const DEFINITION_BODY_LIMIT = '2mb';
const BODY_LIMIT = '200kb';

/** Applicant and staff records must not stay in a browser or proxy cache; a served file sets its own, shorter rule. */
const noStore = (_request: IncomingMessage, response: ServerResponse, next: () => void) => {
  response.setHeader('Cache-Control', 'no-store');
  next();
};

/** The server's requests offered to `front` first; those it does not take go to Express (Nest's app) as before. */
function answerAheadOfExpress(server: Server, front: (request: IncomingMessage, response: ServerResponse) => boolean): void {
  const [expressApp] = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!front(request, response)) expressApp(request, response);
  });
}

/** Builds the whole server (API, OpenAPI docs, applicant site, admin console) without listening yet. */
export async function createApp(config: AppConfig, database: Database, logger: Logger): Promise<NestExpressApplication> {
  if (!database.embedded) await migrate(database.url);
  // One spelling per route: the spec's mixed-case paths are the contract (README 'Routing'). Express reads this
  // setting when it creates its router, so it is set on the instance before Nest registers any route.
  const server = express();
  server.set('case sensitive routing', true);
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.register(config, database, await loadPayPalEmulator(config)),
    new ExpressAdapter(server),
    {
      logger: new PinoNestLogger(logger),
      bodyParser: false,
    },
  );
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // No ETag hashed over every JSON answer: applicant and staff records are no-store, so no client could revalidate
  // one. Built files carry their own (express-static-gzip), and the form definition sets one from its version.
  app.disable('etag');
  // The request log keeps only the words of the routes; they are known once the app is initialised, below.
  const routeWords = new Set<string>();
  const log = requestLogger(logger, routeWords);
  app.use(log);
  // With PayPal credentials the applicant site loads PayPal's JS SDK, which runs scripts, frames and calls from
  // paypal.com; the built-in emulator needs nothing beyond 'self'.
  const paypal = config.paypal.clientId ? ['https://*.paypal.com'] : [];
  const paypalImages = paypal.length ? [...paypal, 'https://*.paypalobjects.com'] : [];
  const headerSets = securityHeaderSets({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...paypal],
        // React component libraries (MUI in the console) inject style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...paypalImages],
        connectSrc: ["'self'", ...paypal],
        frameSrc: ["'self'", ...paypal],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.use(securityHeaders(headerSets));
  const compress = compressedAnswers();
  app.use(compress);
  // The form editor sends a definition's files (react-admin the whole record back): larger than any other body. A
  // draft's save (the only PUT) keeps them as text, for a definition worker to parse and check
  // (form-definitions.service.ts).
  const definitionAsText = jsonAsText(DEFINITION_BODY_LIMIT);
  const definitionAsJson = express.json({ limit: DEFINITION_BODY_LIMIT });
  app.use('/api/admin/form-definitions', (request: express.Request, response: express.Response, next: express.NextFunction) =>
    (request.method === 'PUT' ? definitionAsText : definitionAsJson)(request, response, next),
  );
  const jsonBody = express.json({ limit: BODY_LIMIT });
  app.use(jsonBody);
  app.use(requestLimits);
  app.use('/api', noStore);
  // Closed unless CORS_ORIGINS names the origins allowed to call the API from a browser.
  const allowOrigins = config.corsOrigins.length ? cors({ origin: config.corsOrigins, exposedHeaders: ['Content-Range', 'X-Request-Id'] }) : null;
  if (allowOrigins) app.use(allowOrigins);
  app.setGlobalPrefix(API_PREFIX);

  const document = openApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });

  serveStaticSites(app.getHttpAdapter().getInstance(), config);
  await app.init();
  // The applicant's three calls, answered ahead of Express with the same middleware functions.
  const apiMiddleware = {
    before: [log, jsonAnswerHeaders(headerSets), jsonBody, requestLimits, noStore, ...(allowOrigins ? [allowOrigins] : [])],
    compress,
  };
  answerAheadOfExpress(app.getHttpServer() as Server, applicantCalls(app, API_PREFIX, apiMiddleware, config.checkResponses));
  for (const word of wordsOfRoutes(routerRoutes(app).map((route) => route.split(' ')[1]))) routeWords.add(word);
  return app;
}
