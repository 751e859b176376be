import { describe, expect, it } from 'vitest';
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
    expect(reply.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('access-control-allow-origin')).toBeNull();
    expect(reply.headers.get('x-powered-by')).toBeNull();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const reply = await call('GET', '/api/nothing-here', { client });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ success: false, status: false, message: expect.any(String) });
  });
});
