import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { onSessionChange } from './session';

/**
 * Keeps this tab in step with the others of the browser: signed out in another tab (or expired there) means signed
 * out here too, back to the sign-in page; another account signed in there means this page reloads as that account.
 */
export const SessionSync = () => {
  const logout = useLogout();
  useEffect(
    () =>
      onSessionChange((token) => {
        if (token) window.location.reload();
        else void logout();
      }),
    [logout],
  );
  return null;
};
