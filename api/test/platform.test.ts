import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { createApplication } from './application-fixtures.js';
import { call, newClientAddress } from './http.js';

const client = newClientAddress();

describe('the platform', () => {
  it('reports health with a database round trip', async () => {
    const reply = await call('GET', '/api/health', { client });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ok', database: 'up' });
    expect(reply.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('reports readiness: the database and the file storage both answer', async () => {
    const reply = await call('GET', '/api/health/ready', { client });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ready', database: 'up', storage: 'up' });
  });

  it('describes every endpoint in OpenAPI', async () => {
    const reply = await call('GET', '/api/docs/openapi.json', { client });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/india/create-application',
        '/api/india/update-application/{id}',
        '/api/india/View-application/{id}',
        '/api/india/indiaVisaContact',
        '/api/india/getVisaFeeByCountry',
        '/api/upload',
        '/api/uploads/{filename}',
        '/api/india/authenticate',
        '/api/india/create-Order',
        '/api/india/capture-Payment',
        '/api/india/paypal-webhook',
        '/api/admin/auth/login',
        '/api/admin/applications',
        '/api/health',
      ]),
    );
    const docs = await call('GET', '/api/docs', { client });
    expect(docs.status).toBe(200);
    expect(String(docs.body)).toContain('swagger');
  });

  it('serves the published form definition', async () => {
    const reply = await call('GET', '/api/forms/india-evisa', { client });
    expect(reply.status).toBe(200);
    expect(reply.body.data.steps[0]).toMatchObject({ id: 'step1', route: '/Apply', submitLabel: 'Save and Continue' });
  });

  it('sets protective headers and keeps CORS closed', async () => {
    const reply = await call('GET', '/api/health', { client, headers: { origin: 'https://evil.example' } });
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(reply.headers.get('referrer-policy')).toBe('no-referrer');
    expect(reply.headers.get('access-control-allow-origin')).toBeNull();
    expect(reply.headers.get('x-powered-by')).toBeNull();
  });

  it('sends the page-only headers (the CSP first) with pages, not with JSON, and hashes no ETag over JSON', async () => {
    const json = await call('GET', '/api/health', { client });
    expect([json.headers.get('content-security-policy'), json.headers.get('cross-origin-opener-policy'), json.headers.get('etag')]).toEqual([
      null,
      null,
      null,
    ]);
    for (const path of ['/', '/Apply', '/admin/', '/api/docs']) {
      const page = await fetch(`${inject('baseUrl')}${path}`);
      expect(page.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(page.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(page.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(page.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(page.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const reply = await call('GET', '/api/nothing-here', { client });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ success: false, status: false, message: expect.any(String) });
  });

  // Sent as they are: fetch would tidy the path (a backslash into a slash) before sending it.
  it.each(['/api\\admin/applications', '/api\\india/View-application/X', '//api/health', '/%61pi/health', '/API/health', '/api%2Fhealth'])(
    "answers %s with the API's JSON 404, never a page of the site",
    async (path) => {
      const reply = await rawGet(path);
      expect([reply.status, reply.type]).toEqual([404, expect.stringMatching(/^application\/json/)]);
      expect(JSON.parse(reply.body)).toMatchObject({ success: false, status: false, message: expect.any(String) });
    },
  );

  it("sends the built site's scripts already compressed, as the client accepts, and keeps them for a year", async () => {
    const page = await rawGet('/Apply');
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(page.body)?.[1];
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const plain = await rawGet(script!, undefined, { 'accept-encoding': 'identity' });
    const brotli = await rawGet(script!, undefined, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await rawGet(script!, undefined, { 'accept-encoding': 'gzip' });
    expect([plain.headers['content-encoding'], brotli.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual([
      undefined,
      'br',
      'gzip',
    ]);
    expect(brotliDecompressSync(brotli.bytes).equals(plain.bytes)).toBe(true);
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
    expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 2);
    for (const reply of [brotli, gzip]) {
      expect(reply.headers.vary).toBe('Accept-Encoding');
      expect(reply.headers['content-type']?.toLowerCase()).toBe('text/javascript; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('compresses a JSON answer above a kilobyte, and leaves a small one as it is', async () => {
    const definition = await rawGet('/api/forms/india-evisa', undefined, { 'accept-encoding': 'gzip' });
    expect(definition.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(definition.bytes).toString('utf8')).data.steps[0].id).toBe('step1');
    const health = await rawGet('/api/health', undefined, { 'accept-encoding': 'gzip' });
    expect([health.headers['content-encoding'], JSON.parse(health.body)]).toEqual([undefined, { status: 'ok', database: 'up' }]);
  });

  it('keeps an idle connection open longer than a proxy in front of it does (no reuse of a socket it just closed)', { timeout: 20_000 }, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await rawGet('/api/health', agent);
      expect(first.status).toBe(200);
      // Node's default keepAliveTimeout is 5 s; a proxy keeps an idle upstream connection for up to 60 s.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const second = await rawGet('/api/health', agent);
      expect([second.status, second.reusedSocket]).toEqual([200, true]);
    } finally {
      agent.destroy();
    }
  });
});

describe("the applicant's three calls, answered ahead of Express", () => {
  // A trailing slash is a spelling the thin path leaves to Express, where Nest serves the same route.
  const throughExpress = (path: string) => `${path}/`;
  // Per answer, or per the way the body is sent (streamed by the compression middleware, whole by the thin path).
  const VARYING = new Set(['date', 'x-request-id', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);
  const fixedHeaders = (headers: IncomingHttpHeaders) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !VARYING.has(name) && !name.startsWith('x-ratelimit-remaining')));

  it.each(['br', 'gzip', 'identity'])('answer View with the same status, headers and body as Express would (%s)', async (encoding) => {
    const skuId = await createApplication();
    const path = `/api/india/View-application/${skuId}`;
    const ahead = await rawGet(path, undefined, { 'accept-encoding': encoding });
    const behind = await rawGet(throughExpress(path), undefined, { 'accept-encoding': encoding });
    expect([ahead.status, behind.status]).toEqual([200, 200]);
    expect(fixedHeaders(ahead.headers)).toEqual(fixedHeaders(behind.headers));
    expect(ahead.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    // Compressed whole, so sent with its length (the middleware streams it in chunks).
    expect(ahead.headers['content-length']).toBe(String(ahead.bytes.length));
    expect(ahead.headers['cache-control']).toBe('no-store');
    expect(ahead.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    const decoded = ({ bytes, headers }: { bytes: Buffer; headers: IncomingHttpHeaders }) =>
      JSON.parse(
        (headers['content-encoding'] === 'br'
          ? brotliDecompressSync(bytes)
          : headers['content-encoding'] === 'gzip'
            ? gunzipSync(bytes)
            : bytes
        ).toString('utf8'),
      );
    expect(decoded(ahead)).toEqual(decoded(behind));
    expect(decoded(ahead).data.sku_id).toBe(skuId);
  });

  it('answer a failure as Express would: the same status, headers and message', async () => {
    const path = '/api/india/View-application/NO-SUCH-APPLICATION';
    const ahead = await rawGet(path);
    const behind = await rawGet(throughExpress(path));
    expect([ahead.status, JSON.parse(ahead.body)]).toEqual([behind.status, JSON.parse(behind.body)]);
    expect(ahead.status).toBe(404);
    expect(fixedHeaders(ahead.headers)).toEqual(fixedHeaders(behind.headers));
  });
});

function rawGet(
  path: string,
  agent?: Agent,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string; headers: IncomingHttpHeaders; bytes: Buffer; body: string; reusedSocket: boolean }> {
  const base = new URL(inject('baseUrl'));
  return new Promise((resolve, reject) => {
    const sent = request({ host: base.hostname, port: base.port, path, agent, headers: { 'x-forwarded-for': client, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          type: response.headers['content-type'] ?? '',
          headers: response.headers,
          bytes,
          body: bytes.toString('utf8'),
          reusedSocket: sent.reusedSocket,
        });
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}
