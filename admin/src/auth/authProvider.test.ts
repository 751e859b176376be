import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startApi, type Handler } from '../test/startApi';
import { authProvider } from './authProvider';
import { getToken, getUser, saveSession } from './session';

const staff = { id: 7, email: 'desk@example.com', role: 'staff' } as const;

let api: Awaited<ReturnType<typeof startApi>>;
let handler: Handler;

beforeEach(async () => {
  sessionStorage.clear();
  api = await startApi((request, response) => handler(request, response));
});
afterEach(() => api.close());

describe('login', () => {
  it('posts the email and password and keeps the token and user for the session', async () => {
    handler = (_request, response) => sendJson(response, 200, { token: 'tok-1', user: staff });

    await authProvider.login({ email: staff.email, password: 'secret' });

    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ method: 'POST', url: '/api/admin/auth/login' });
    expect(api.requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(api.requests[0]?.body ?? '')).toEqual({ email: staff.email, password: 'secret' });
    expect(getToken()).toBe('tok-1');
    await expect(authProvider.getPermissions()).resolves.toBe('staff');
    await expect(authProvider.getIdentity()).resolves.toEqual({ id: 7, fullName: staff.email });
  });

  it("sends react-admin's stock `username` as the email", async () => {
    handler = (_request, response) => sendJson(response, 200, { token: 'tok-2', user: staff });

    await authProvider.login({ username: staff.email, password: 'secret' });

    expect(JSON.parse(api.requests[0]?.body ?? '')).toEqual({ email: staff.email, password: 'secret' });
  });

  it.each([
    [401, 'Invalid email or password'],
    [429, 'Too many failed attempts: try again in 15 minutes'],
  ])('on %i rejects with the server message and stores nothing', async (status, message) => {
    handler = (_request, response) => sendJson(response, status, { statusCode: status, message });

    await expect(authProvider.login({ email: staff.email, password: 'wrong' })).rejects.toThrow(message);
    expect(getToken()).toBeNull();
    expect(getUser()).toBeNull();
  });
});

describe('session checks', () => {
  beforeEach(() => saveSession({ token: 'tok-3', user: { ...staff, role: 'editor' } }));

  it('accepts a stored token and refuses once there is none', async () => {
    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
    sessionStorage.clear();
    await expect(authProvider.checkAuth()).rejects.toEqual({ message: false });
  });

  it('returns the stored role as permissions', async () => {
    await expect(authProvider.getPermissions()).resolves.toBe('editor');
  });

  it('clears the session and rejects on 401', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    expect(getToken()).toBeNull();
    expect(getUser()).toBeNull();
  });

  it('rejects a 403 without signing the user out', async () => {
    await expect(authProvider.checkError({ status: 403 })).rejects.toEqual({ logoutUser: false });
    expect(getToken()).toBe('tok-3');
  });

  it('lets other errors through to the page', async () => {
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    expect(getToken()).toBe('tok-3');
  });
});

describe('logout', () => {
  it('revokes the token on the server and clears the session', async () => {
    saveSession({ token: 'tok-4', user: staff });
    handler = (_request, response) => sendJson(response, 200, { success: true });

    await authProvider.logout();

    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ method: 'POST', url: '/api/admin/auth/logout' });
    expect(api.requests[0]?.headers.authorization).toBe('Bearer tok-4');
    expect(getToken()).toBeNull();
    expect(getUser()).toBeNull();
  });

  it('still signs out when the server cannot be reached', async () => {
    saveSession({ token: 'tok-5', user: staff });
    await api.close();

    await expect(authProvider.logout()).resolves.toBeUndefined();
    expect(getToken()).toBeNull();
  });
});
