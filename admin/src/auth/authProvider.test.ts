import { beforeEach, describe, expect, inject, it } from 'vitest';
import { signInAs, useRealApi } from '../test/realApi';
import { authProvider } from './authProvider';
import { getToken, getUser, saveSession } from './session';

beforeEach(() => {
  localStorage.clear();
  useRealApi();
});

describe('login against the API', () => {
  it('keeps the token and the user for the session, with the role as permissions', async () => {
    const admin = inject('admin');
    await authProvider.login({ email: admin.email.toUpperCase(), password: admin.password });

    expect(getToken()).toMatch(/^[\w-]{43}$/);
    await expect(authProvider.getPermissions()).resolves.toBe('admin');
    await expect(authProvider.getIdentity()).resolves.toEqual({ id: expect.any(String), fullName: admin.email });
    const me = await fetch('/api/admin/auth/me', { headers: { authorization: `Bearer ${getToken()}` } });
    expect(await me.json()).toEqual(getUser());
  });

  it("sends react-admin's stock `username` as the email", async () => {
    const { email, password } = inject('admin');
    await authProvider.login({ username: email, password });
    expect(getUser()?.email).toBe(email);
  });

  it("rejects a wrong password with the API's message, then slows that account at this address with 429, storing nothing", async () => {
    const { email, password } = inject('admin');
    await expect(authProvider.login({ email, password: 'wrong' })).rejects.toThrow('The e-mail or password is not correct.');
    for (let i = 0; i < 2; i += 1) await authProvider.login({ email, password: 'wrong' }).catch(() => undefined);
    await expect(authProvider.login({ email, password })).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(
        /^Too many failed sign-in attempts for this account from your address\. Please wait \d+ seconds? and try again\.$/,
      ),
    });
    expect(getToken()).toBeNull();
    expect(getUser()).toBeNull();
  });
});

describe('logout', () => {
  it('revokes the token on the server and clears the session', async () => {
    const { token } = await signInAs('staff');
    await authProvider.logout();
    expect(getToken()).toBeNull();
    const me = await fetch('/api/admin/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
  });

  it('still signs out locally when the server refuses the token', async () => {
    saveSession({ token: 'A'.repeat(43), user: { id: 'x', email: 'gone@example.com', role: 'staff' } });
    await expect(authProvider.logout()).resolves.toBeUndefined();
    expect(getToken()).toBeNull();
  });
});

describe('session checks', () => {
  beforeEach(() => saveSession({ token: 'tok-3', user: { id: '7', email: 'desk@example.com', role: 'editor' } }));

  it('accepts a stored token and refuses once there is none', async () => {
    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
    localStorage.clear();
    await expect(authProvider.checkAuth()).rejects.toEqual({ message: false });
  });

  it('clears the session and rejects on 401', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({ status: 401 });
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
