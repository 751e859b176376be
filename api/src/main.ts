import 'reflect-metadata';
import type { Server } from 'node:http';
import { createApp } from './app.js';
import { createLogger } from './common/logging.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import type { EmbeddedPostgres } from './database/embedded-postgres.js';
import { LiveHelpStreams } from './live-help/live-help-streams.service.js';

const STOP_TIMEOUT_MS = 25_000;
// An idle kept-alive connection stays open longer than a proxy or a client keeps one (Caddy's upstream: 60 s,
// deploy/Caddyfile), so the other side always closes it first and never sends a request on a connection this server
// is closing at that moment (a 502 from the proxy, 'fetch failed' for a client). Node's default is 5 s.
const KEEP_ALIVE_TIMEOUT_MS = 75_000;
// Node's rule: longer than the keep-alive timeout, or a slow request's headers on a reused connection are cut off.
const HEADERS_TIMEOUT_MS = KEEP_ALIVE_TIMEOUT_MS + 1_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Configuration error: ${error.message}\n`);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  let embedded: EmbeddedPostgres | null = null;
  if (!config.databaseUrl) {
    logger.info(`No DATABASE_URL: using the embedded PostgreSQL under ${config.dataDir}`);
    // PGlite's code is loaded only when it is used.
    const { startEmbeddedPostgres } = await import('./database/embedded-postgres.js');
    embedded = await startEmbeddedPostgres(config.dataDir);
  }
  try {
    const app = await createApp(config, { url: config.databaseUrl ?? embedded!.url, embedded: embedded !== null }, logger);
    const httpServer = app.getHttpServer() as Server;
    httpServer.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    httpServer.headersTimeout = HEADERS_TIMEOUT_MS;
    await app.listen(config.port, config.host);
    const address = app.getHttpServer().address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info(
      `Ready: applicant site http://localhost:${port}/ · admin http://localhost:${port}/admin · API docs http://localhost:${port}/api/docs`,
    );

    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      logger.info(`${signal}: stopping; no new connections, finishing the requests in flight`);
      // A request that never ends (or a client that keeps its connection) must not hold the exit for ever.
      setTimeout(() => {
        logger.warn('Requests still running after 25 s: exiting anyway');
        process.exit(1);
      }, STOP_TIMEOUT_MS).unref();
      // First the listener closes (a proxy's readiness probe now fails and it sends elsewhere), then the requests
      // in flight finish, then the mail worker and the database connections stop.
      const server = app.getHttpServer();
      // Live-help streams never end by themselves: ended now, their clients resume on another replica at once.
      const closing = new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      app.get(LiveHelpStreams).endAll();
      await closing;
      await app.close();
      await embedded?.stop();
      logger.info('Stopped');
      process.exit(0);
    };
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
