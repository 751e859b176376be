export type StaffRole = 'admin' | 'staff' | 'editor';

export interface StaffUser {
  id: number | string;
  email: string;
  role: StaffRole;
  /** Two-factor sign-in is on for this account. */
  two_factor?: boolean;
  /** An admin requires two-factor sign-in and this account has none yet: the console offers only its set-up. */
  must_set_up_two_factor?: boolean;
}

export interface Session {
  token: string;
  user: StaffUser;
}

// sessionStorage rather than localStorage: closing the tab signs the staff member out of a shared desk computer.
const TOKEN_KEY = 'evisa.admin.token';
const USER_KEY = 'evisa.admin.user';

export const saveSession = ({ token, user }: Session): void => {
  sessionStorage.setItem(TOKEN_KEY, token);
  sessionStorage.setItem(USER_KEY, JSON.stringify(user));
};

export const clearSession = (): void => {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(USER_KEY);
};

export const getToken = (): string | null => sessionStorage.getItem(TOKEN_KEY);

export const getUser = (): StaffUser | null => {
  const stored = sessionStorage.getItem(USER_KEY);
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
  if (user) sessionStorage.setItem(USER_KEY, JSON.stringify({ ...user, ...changes }));
};
