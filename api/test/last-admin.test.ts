import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newClientAddress } from './http.js';
import { type IsolatedServer, startIsolatedServer } from './isolated-server.js';

// The last-admin rule needs a database whose only admins are the ones in the test: a server of its own.
const FIRST = { email: 'first-admin@isolated.example', password: 'first admin password' };
const SECOND = { email: 'second-admin@isolated.example', password: 'second admin password' };

interface Session {
  token: string;
  user: { id: string };
}

let server: IsolatedServer;
beforeAll(async () => {
  server = await startIsolatedServer(FIRST);
});
afterAll(() => server?.stop());

const on = (method: string, path: string, options: { token?: string; body?: unknown } = {}) =>
  call(method, path, { ...options, baseUrl: server.baseUrl, client: newClientAddress() });

async function signIn(account: { email: string; password: string }): Promise<Session> {
  const reply = await on('POST', '/api/admin/auth/login', { body: account });
  expect(reply.status).toBe(200);
  return reply.body;
}

describe('the last active admin', () => {
  let survivor: Session;

  it('cannot be removed, even by two admins disabling each other at the same moment', async () => {
    const first = await signIn(FIRST);
    expect((await on('POST', '/api/admin/users', { token: first.token, body: { ...SECOND, role: 'admin' } })).status).toBe(201);
    const second = await signIn(SECOND);

    const replies = await Promise.all([
      on('PUT', `/api/admin/users/${second.user.id}`, { token: first.token, body: { disabled: true } }),
      on('PUT', `/api/admin/users/${first.user.id}`, { token: second.token, body: { disabled: true } }),
    ]);
    const [done, refused] = replies[0].status === 200 ? replies : [...replies].reverse();
    expect(done.status).toBe(200);
    // The second change is refused: by the rule, or because its admin was disabled a moment before.
    expect([401, 409]).toContain(refused.status);
    if (refused.status === 409) expect(refused.body.message).toBe('At least one active admin must remain.');

    survivor = replies[0].status === 200 ? first : second;
    const users = await on('GET', '/api/admin/users', { token: survivor.token });
    expect(users.body.filter((user: { role: string; disabled: boolean }) => user.role === 'admin' && !user.disabled)).toEqual([
      expect.objectContaining({ id: survivor.user.id }),
    ]);
  });

  it('cannot disable or demote themselves either', async () => {
    const self = `/api/admin/users/${survivor.user.id}`;
    expect((await on('PUT', self, { token: survivor.token, body: { disabled: true } })).body.message).toBe('You cannot disable your own account.');
    expect((await on('PUT', self, { token: survivor.token, body: { role: 'editor' } })).body.message).toBe('You cannot change your own role.');
  });
});
