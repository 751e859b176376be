import { fetchUtils } from 'react-admin';
import { getToken } from './auth/session';

// Every admin call carries the staff token; without one the API answers 401 and checkError signs the user out.
export const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const token = getToken();
  return fetchUtils.fetchJson(url, token ? { ...options, user: { authenticated: true, token: `Bearer ${token}` } } : options);
};
