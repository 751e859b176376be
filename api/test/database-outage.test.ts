import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newDatabase, startTestServer, type TestServer } from '@evisa/test-support';
import { validStep1 } from '@evisa/forms/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres.js';
import { createApplication } from './application-fixtures.js';
import { ADMIN, TEST_SERVER_ENV } from './test-server-env.js';
import { call, newClientAddress } from './http.js';

/** A TCP proxy in front of the database that the test can cut, as a network failure or a restarting server would. */
async function cuttableProxy(target: URL) {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ]) {
      sockets.add(from);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
      from.pipe(to);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const url = new URL(target);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.toString(),
    cut: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
  };
}

const UNAVAILABLE = {
  success: false,
  status: false,
  code: 'DATABASE_UNAVAILABLE',
  message: 'The service is briefly unavailable: our database does not answer. Please try again in a few seconds.',
};

let server: TestServer;
let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
const cleanUps: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  let target: string;
  if (process.env.DATABASE_URL) {
    const database = await newDatabase('outage');
    cleanUps.push(database.drop);
    target = database.url;
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'evisa-outage-'));
    const embedded = await startEmbeddedPostgres(dataDir, 16);
    cleanUps.push(
      () => embedded.stop(),
      () => rmSync(dataDir, { recursive: true, force: true }),
    );
    target = embedded.url;
  }
  proxy = await cuttableProxy(new URL(target));
  server = await startTestServer(
    'api-outage',
    {
      ...TEST_SERVER_ENV,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...(process.env.DATABASE_URL ? {} : { DATABASE_POOL_SIZE: '1' }),
    },
    { databaseUrl: proxy.url },
  );
});

afterAll(async () => {
  await server?.stop();
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
});

describe('while the database does not answer', () => {
  it('data endpoints answer 503 with Retry-After and a clear message, and work again once it is back', async () => {
    const baseUrl = server.baseUrl;
    const skuId = await createApplication({}, baseUrl);
    const view = () => call('GET', `/api/india/View-application/${skuId}`, { client: newClientAddress(), baseUrl });
    expect((await view()).status).toBe(200);

    await proxy.cut();
    for (const reply of [
      await view(),
      await call('POST', '/api/india/create-application', { body: validStep1(new Date()), client: newClientAddress(), baseUrl }),
      await call('POST', '/api/admin/auth/login', { body: ADMIN, client: newClientAddress(), baseUrl }),
    ]) {
      expect([reply.status, reply.body]).toEqual([503, UNAVAILABLE]);
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await call('GET', '/api/health', { baseUrl })).status).toBe(503);

    await proxy.restore();
    let back = await view();
    for (let attempt = 0; attempt < 20 && back.status !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      back = await view();
    }
    expect(back.status).toBe(200);
  });
});
