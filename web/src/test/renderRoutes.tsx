import { act, render } from '@testing-library/react';
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
