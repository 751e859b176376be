import { act, render } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import { startHistory } from '../router/history';
import { currentLocation, navigate } from '../router/router';
import { SiteRouter } from '../SiteRouter';

/**
 * Renders the site at `path` (jsdom's own history, a new entry of its own) and returns a handle on its location:
 * `state.location` is the current one, `navigate` goes to an address or moves back and forward.
 */
export function renderRoutes(path: string) {
  window.history.pushState(null, '', path);
  startHistory();
  render(<SiteRouter />);
  return {
    state: {
      get location() {
        return currentLocation();
      },
    },
    navigate: (to: string | number) => act(() => navigate(to)),
  };
}

/**
 * Renders the site as a first visit does: on a fresh copy of its modules, so nothing an earlier test loaded (a
 * published definition) is kept. That copy comes with a Testing Library of its own, whose pages the set-up's
 * cleanup does not know: they are unmounted here when the test ends, not left on the page for the next test (and
 * their observers running after jsdom is gone).
 */
export async function renderFreshRoutes(path: string) {
  vi.resetModules();
  const [fresh, library] = await Promise.all([import('./renderRoutes'), import('@testing-library/react')]);
  onTestFinished(() => library.cleanup());
  return fresh.renderRoutes(path);
}
