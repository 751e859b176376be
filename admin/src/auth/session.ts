import type { Schemas } from '@evisa/contract';

type SignedInStaff = Schemas['SignedInStaff'];

export type StaffRole = SignedInStaff['role'];

/**
 * The signed-in account as the sign-in answered it (GET /api/admin/auth/me answers the same). A session stored by
 * an older console may lack the two-factor flags, read as off.
 */
export type StaffUser = Omit<SignedInStaff, 'two_factor' | 'must_set_up_two_factor'> &
  Partial<Pick<SignedInStaff, 'two_factor' | 'must_set_up_two_factor'>>;

/** The sign-in's answer as this browser keeps it. */
export type Session = Omit<Schemas['StaffSession'], 'user'> & { user: StaffUser };

// localStorage, so every tab of this browser shares one session (a second application opened in a new tab needs no
// new sign-in); it is readable by this origin only, like the sessionStorage it replaces. The session still ends on
// sign-out in any tab (the other tabs hear of it through the storage event, see onSessionChange), on a 401 (expired,
// idle longer than STAFF_IDLE_MINUTES, revoked) and on the server's 12-hour limit.
const TOKEN_KEY = 'evisa.admin.token';
const USER_KEY = 'evisa.admin.user';

export const saveSession = ({ token, user }: Session): void => {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
};

export const clearSession = (): void => {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
};

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);

export const getUser = (): StaffUser | null => {
  const stored = localStorage.getItem(USER_KEY);
  if (!stored) return null;
  try {
    return JSON.parse(stored) as StaffUser;
  } catch {
    // Tampered or from an older build: treat as signed out rather than crash the app.
    return null;
  }
};

/** Keeps the session's user up to date after a change made in this tab (two-factor sign-in set up). */
export const updateUser = (changes: Partial<StaffUser>): void => {
  const user = getUser();
  if (user) localStorage.setItem(USER_KEY, JSON.stringify({ ...user, ...changes }));
};

/**
 * Calls back when another tab of this browser signs out or in (the storage event fires only in the other tabs),
 * with the token now stored (null: signed out); answers the function that stops listening.
 */
export const onSessionChange = (listener: (token: string | null) => void): (() => void) => {
  const heard = (event: StorageEvent) => {
    // key null: the other tab cleared the whole storage.
    if (event.storageArea === localStorage && (event.key === TOKEN_KEY || event.key === null)) listener(getToken());
  };
  window.addEventListener('storage', heard);
  return () => window.removeEventListener('storage', heard);
};
