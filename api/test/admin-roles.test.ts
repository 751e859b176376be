import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createApplication } from './application-fixtures.js';
import { call, newClientAddress } from './http.js';
import { newStaff, type Role, type SignedIn, signInAdmin } from './staff.js';

const client = newClientAddress();
const UUID = '00000000-0000-4000-8000-000000000000';
const SKU = 'ABCDEFGHJKMNPQRST';
const FILE = '0123456789abcdef0123456789abcdef.jpg';
// A bank transfer's payment reference.
const REFERENCE = 'EV2345678923';
const ALL: Role[] = ['admin', 'staff', 'editor'];
const ADMIN_STAFF: Role[] = ['admin', 'staff'];
const ADMIN_ONLY: Role[] = ['admin'];
const ADMIN_EDITOR: Role[] = ['admin', 'editor'];

/** Every endpoint under /api/admin with the roles allowed to call it. */
const ENDPOINTS: Array<[method: string, path: string, roles: Role[]]> = [
  ['GET', '/api/admin/auth/me', ALL],
  ['POST', '/api/admin/auth/logout', ALL],
  ['POST', '/api/admin/auth/two-factor', ALL],
  ['POST', '/api/admin/auth/two-factor/confirm', ALL],
  ['GET', '/api/admin/dashboard', ADMIN_STAFF],
  ['GET', '/api/admin/applications', ADMIN_STAFF],
  ['GET', '/api/admin/applications/assignees', ADMIN_STAFF],
  ['GET', `/api/admin/applications/${SKU}`, ADMIN_STAFF],
  ['PUT', `/api/admin/applications/${SKU}`, ADMIN_STAFF],
  ['GET', `/api/admin/applications/${SKU}/files/${FILE}`, ADMIN_STAFF],
  ['POST', `/api/admin/applications/${SKU}/submission`, ADMIN_STAFF],
  ['POST', `/api/admin/applications/${SKU}/decision`, ADMIN_STAFF],
  ['GET', `/api/admin/applications/${SKU}/corrections`, ADMIN_STAFF],
  ['POST', `/api/admin/applications/${SKU}/corrections`, ADMIN_STAFF],
  ['DELETE', `/api/admin/applications/${SKU}/corrections/open`, ADMIN_STAFF],
  ['GET', `/api/admin/applications/${SKU}/archive`, ADMIN_ONLY],
  ['POST', `/api/admin/applications/${SKU}/erase`, ADMIN_ONLY],
  ['GET', '/api/admin/retention', ADMIN_ONLY],
  ['POST', '/api/admin/retention/run', ADMIN_ONLY],
  ['GET', '/api/admin/enquiries', ADMIN_STAFF],
  ['GET', `/api/admin/enquiries/${UUID}`, ADMIN_STAFF],
  ['PUT', `/api/admin/enquiries/${UUID}`, ADMIN_STAFF],
  ['POST', `/api/admin/enquiries/${UUID}/replies`, ADMIN_STAFF],
  ['GET', '/api/admin/refund-requests', ADMIN_STAFF],
  ['GET', `/api/admin/refund-requests/${UUID}`, ADMIN_STAFF],
  ['POST', `/api/admin/refund-requests/${UUID}/approve`, ADMIN_STAFF],
  ['POST', `/api/admin/refund-requests/${UUID}/decline`, ADMIN_STAFF],
  ['POST', `/api/admin/refund-requests/${UUID}/sent-by-bank`, ADMIN_STAFF],
  ['GET', '/api/admin/bank-transfers', ADMIN_STAFF],
  ['POST', '/api/admin/bank-transfers/statement', ADMIN_STAFF],
  ['GET', `/api/admin/bank-transfers/${REFERENCE}`, ADMIN_STAFF],
  ['POST', `/api/admin/bank-transfers/${REFERENCE}/confirm`, ADMIN_STAFF],
  ['GET', '/api/admin/live-help', ADMIN_STAFF],
  ['GET', '/api/admin/live-help/stream', ADMIN_STAFF],
  ['GET', '/api/admin/live-help/waiting', ADMIN_STAFF],
  ['GET', `/api/admin/live-help/${UUID}`, ADMIN_STAFF],
  ['PUT', `/api/admin/live-help/${UUID}`, ADMIN_STAFF],
  ['POST', `/api/admin/live-help/${UUID}/messages`, ADMIN_STAFF],
  ['GET', '/api/admin/reply-templates', ADMIN_STAFF],
  ['GET', `/api/admin/reply-templates/${UUID}`, ADMIN_STAFF],
  ['POST', '/api/admin/reply-templates', ADMIN_STAFF],
  ['PUT', `/api/admin/reply-templates/${UUID}`, ADMIN_STAFF],
  ['DELETE', `/api/admin/reply-templates/${UUID}`, ADMIN_STAFF],
  ['GET', '/api/admin/outbox', ADMIN_STAFF],
  ['GET', `/api/admin/outbox/${UUID}`, ADMIN_STAFF],
  ['PUT', `/api/admin/outbox/${UUID}`, ADMIN_STAFF],
  ['GET', '/api/admin/audit-logs', ALL],
  ['GET', `/api/admin/audit-logs/${UUID}`, ALL],
  ['GET', '/api/admin/fees', ADMIN_ONLY],
  ['GET', '/api/admin/fees/codes', ADMIN_ONLY],
  ['GET', `/api/admin/fees/${UUID}`, ADMIN_ONLY],
  ['POST', '/api/admin/fees', ADMIN_ONLY],
  ['PUT', `/api/admin/fees/${UUID}`, ADMIN_ONLY],
  ['DELETE', `/api/admin/fees/${UUID}`, ADMIN_ONLY],
  ['GET', '/api/admin/form-definitions', ADMIN_EDITOR],
  ['GET', `/api/admin/form-definitions/${UUID}`, ADMIN_EDITOR],
  ['POST', '/api/admin/form-definitions', ADMIN_EDITOR],
  ['PUT', `/api/admin/form-definitions/${UUID}`, ADMIN_EDITOR],
  ['POST', `/api/admin/form-definitions/${UUID}/check`, ADMIN_EDITOR],
  ['POST', `/api/admin/form-definitions/${UUID}/publish`, ADMIN_EDITOR],
  ['DELETE', `/api/admin/form-definitions/${UUID}`, ADMIN_EDITOR],
  ['GET', '/api/admin/forms', ALL],
  ['GET', `/api/admin/forms/${UUID}`, ALL],
  ['POST', '/api/admin/forms', ADMIN_EDITOR],
  ['GET', '/api/admin/form-submissions', ADMIN_STAFF],
  ['GET', `/api/admin/form-submissions/${UUID}`, ADMIN_STAFF],
  ['GET', '/api/admin/users', ADMIN_ONLY],
  ['GET', `/api/admin/users/${UUID}`, ADMIN_ONLY],
  ['POST', '/api/admin/users', ADMIN_ONLY],
  ['PUT', `/api/admin/users/${UUID}`, ADMIN_ONLY],
  ['POST', `/api/admin/users/${UUID}/sign-out`, ADMIN_ONLY],
  ['POST', `/api/admin/users/${UUID}/reset-two-factor`, ADMIN_ONLY],
  ['GET', '/api/admin/security-settings/security', ADMIN_ONLY],
  ['PUT', '/api/admin/security-settings/security', ADMIN_ONLY],
];

const sessions = {} as Record<Role, SignedIn>;
beforeAll(async () => {
  const admin = await signInAdmin();
  sessions.admin = admin;
  sessions.staff = await newStaff('staff', admin);
  sessions.editor = await newStaff('editor', admin);
});

it('covers every admin route of the router, so a new one cannot be left out of these tables', () => {
  const routed = inject('routes').filter((route) => route.split(' ')[1].startsWith('/api/admin/') && route !== 'POST /api/admin/auth/login');
  const tested = ENDPOINTS.map(
    ([method, path]) => `${method} ${path.replace(SKU, ':id').replace(UUID, ':id').replace(FILE, ':filename').replace(REFERENCE, ':reference')}`,
  );
  expect([...tested].sort()).toEqual([...routed].sort());
});

/**
 * Other spellings of an admin path: routing is case-sensitive (README 'Routing'), so these reach no route (404) or,
 * where Express treats them as the same route (a trailing slash), the same checks. Never an answer with data.
 */
function spellings(path: string): Array<[name: string, path: string, sameRoute: boolean]> {
  const rest = path.slice('/api/admin/'.length);
  return [
    ['upper case', `/api/ADMIN/${rest}`, false],
    ['mixed case', `/api/Admin/${rest}`, false],
    ['upper-case resource', `/api/admin/${rest.replace(/^[a-z-]+/, (resource) => resource.toUpperCase())}`, false],
    ['upper-case prefix', `/API/admin/${rest}`, false],
    ['trailing slash', `${path}/`, true],
    ['doubled slash', `/api//admin/${rest}`, false],
    ['doubled inner slash', `/api/admin//${rest}`, false],
    ['percent-encoded letter', `/api/%61dmin/${rest}`, false],
    ['percent-encoded resource', `/api/admin/${rest.replace(/^./, (letter) => `%${letter.charCodeAt(0).toString(16)}`)}`, false],
  ];
}

describe('every admin endpoint under other spellings of its path', () => {
  const cases = ENDPOINTS.flatMap(([method, path, roles]) =>
    spellings(path).map(([name, variant, sameRoute]) => [method, path, name, variant, sameRoute, roles] as const),
  );

  it.each(cases)('%s %s (%s) opens nothing without the right session', async (method, _path, _name, variant, sameRoute, roles) => {
    const body = method === 'GET' ? undefined : {};
    const asNobody = await call(method, variant, { client: newClientAddress(), body });
    const withBadToken = await call(method, variant, { client: newClientAddress(), body, headers: { authorization: `Bearer ${'A'.repeat(43)}` } });
    for (const reply of [asNobody, withBadToken]) expect(reply.status).toBe(sameRoute ? 401 : 404);
    for (const role of ALL) {
      // Signing out would end the session the other tests use.
      if (sameRoute && roles.includes(role) && variant.includes('/logout')) continue;
      const reply = await call(method, variant, { client: newClientAddress(), body, token: sessions[role].token });
      if (!sameRoute) expect(reply.status, role).toBe(404);
      else if (!roles.includes(role)) expect(reply.status, role).toBe(403);
      else expect(reply.status, role).toBeLessThan(500);
    }
  });
});

describe('every admin endpoint without a session', () => {
  it.each(ENDPOINTS)('%s %s answers 401', async (method, path) => {
    const reply = await call(method, path, { client, body: method === 'GET' ? undefined : {} });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ success: false, status: false, code: 'UNAUTHORIZED', message: 'Please sign in.' });
  });

  it.each(ENDPOINTS)('%s %s answers 401 to a made-up or malformed token', async (method, path) => {
    for (const authorization of [`Bearer ${'A'.repeat(43)}`, 'Bearer x', 'Basic YWRtaW46YWRtaW4=']) {
      const reply = await call(method, path, { client, headers: { authorization }, body: method === 'GET' ? undefined : {} });
      expect(reply.status, authorization).toBe(401);
    }
  });
});

describe('every admin endpoint with a role it does not allow', () => {
  const forbidden = ENDPOINTS.flatMap(([method, path, roles]) =>
    ALL.filter((role) => !roles.includes(role)).map((role) => [method, path, role] as [string, string, Role]),
  );

  it.each(forbidden)('%s %s answers 403 to %s', async (method, path, role) => {
    const reply = await call(method, path, { client, token: sessions[role].token, body: method === 'GET' ? undefined : {} });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ success: false, status: false, code: 'FORBIDDEN', message: 'Your role does not allow this.' });
  });
});

describe('every admin endpoint with a role it allows', () => {
  const allowed = ENDPOINTS.filter(([, path]) => !path.endsWith('/logout')).flatMap(([method, path, roles]) =>
    roles.map((role) => [method, path, role] as [string, string, Role]),
  );

  // Past the role check: an answer of the endpoint itself (a list, a 404 for the made-up id, a 400 for the empty body).
  it.each(allowed)('%s %s lets %s through', async (method, path, role) => {
    const reply = await call(method, path, { client, token: sessions[role].token, body: method === 'GET' ? undefined : {} });
    expect([200, 201, 400, 404]).toContain(reply.status);
  });

  it.each(['applications', 'enquiries', 'outbox', 'audit-logs', 'fees', 'form-definitions', 'forms', 'form-submissions', 'users'])(
    'GET /api/admin/%s answers a getMany of no ids with an empty page',
    async (resource) => {
      const reply = await call('GET', `/api/admin/${resource}?filter=${encodeURIComponent('{"id":[]}')}`, { client, token: sessions.admin.token });
      expect([reply.status, reply.body, reply.headers.get('content-range')]).toEqual([200, [], `${resource} 0-0/0`]);
    },
  );

  it('lets a staff member read the history of applications but not of fees or staff accounts', async () => {
    const skuId = await createApplication();
    await call('PUT', `/api/admin/applications/${skuId}`, { client, token: sessions.staff.token, body: { review_status: 'IN_REVIEW' } });
    const own = await call(
      'GET',
      `/api/admin/audit-logs?filter=${encodeURIComponent(JSON.stringify({ resource: 'applications', record_id: skuId }))}`,
      {
        client,
        token: sessions.staff.token,
      },
    );
    expect(own.status).toBe(200);
    expect(own.body).toHaveLength(1);
    for (const resource of ['users', 'fees']) {
      const other = await call('GET', `/api/admin/audit-logs?filter=${encodeURIComponent(JSON.stringify({ resource }))}`, {
        client,
        token: sessions.staff.token,
      });
      expect(other.status, resource).toBe(403);
    }
    const all = await call('GET', '/api/admin/audit-logs?range=[0,999]', { client, token: sessions.staff.token });
    expect(new Set(all.body.map((entry: { resource: string }) => entry.resource))).not.toContain('users');
  });
});
