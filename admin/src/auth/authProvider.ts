import type { Schemas } from '@evisa/contract';
import { fetchUtils, type AuthProvider, type UserIdentity } from 'react-admin';
import { clearSession, getToken, getUser, saveSession, type StaffRole } from './session';

const AUTH_URL = '/api/admin/auth';

interface LoginParams {
  // The email login page submits `email`; react-admin's stock form submits `username`.
  email?: string;
  username?: string;
  password: string;
  /** The authenticator app's code or a recovery code, for an account with two-factor sign-in. */
  code?: string;
}

const isSession = (body: unknown): body is Schemas['StaffSession'] => {
  const { token, user } = (body ?? {}) as Partial<Schemas['StaffSession']>;
  return typeof token === 'string' && typeof user?.email === 'string' && typeof user.role === 'string';
};

export const authProvider = {
  // fetchJson rejects non-2xx answers with an HttpError carrying the server's `message`,
  // so a 401 (bad credentials) or 429 (locked out) shows the API's own wording on the login page.
  async login({ email, username, password, code }: LoginParams) {
    const request: Schemas['StaffLoginRequest'] = { email: email ?? username ?? '', password, ...(code?.trim() ? { code: code.trim() } : {}) };
    const { json } = await fetchUtils.fetchJson(`${AUTH_URL}/login`, { method: 'POST', body: JSON.stringify(request) });
    if (!isSession(json)) throw new Error('The server sent an unexpected sign-in answer');
    saveSession(json);
  },

  async logout() {
    const token = getToken();
    clearSession();
    if (!token) return;
    // Revoking the token server-side is best effort: the local session is already gone.
    await fetch(`${AUTH_URL}/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
  },

  // Only a local check: the API is the authority and its 401s reach checkError.
  // `message: false` sends a visitor to the login page without an error toast.
  async checkAuth() {
    if (!getToken()) throw { message: false };
  },

  async checkError(error: { status?: number } | undefined) {
    if (error?.status === 401) {
      clearSession();
      throw error;
    }
    // Signed in but not allowed (e.g. an editor opening applications): stay signed in.
    if (error?.status === 403) throw { logoutUser: false };
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = getUser();
    if (!user) throw new Error('Not signed in');
    return { id: user.id, fullName: user.email };
  },

  async getPermissions(): Promise<StaffRole | undefined> {
    return getUser()?.role;
  },
} satisfies AuthProvider;
