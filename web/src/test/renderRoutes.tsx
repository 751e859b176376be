import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../routes';

/**
 * Renders the site at `path` in a memory router and returns the router. The entry gets a key of its own:
 * react-router keeps scroll positions by location key in module state, and with the one default key of every
 * memory router a test would restore the position a previous test left, which re-renders the tree mid-test.
 */
export function renderRoutes(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: path, key: crypto.randomUUID() }] });
  render(<RouterProvider router={router} />);
  return router;
}
