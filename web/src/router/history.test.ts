import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addBlocker, currentAction, currentLocation, navigate, startHistory, type Transition } from './history';

/** The next popstate jsdom sends (Back, Forward and fragment navigations are asynchronous), and a moment after. */
const popped = () => new Promise((resolve) => window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true }));
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

let removeBlocker = () => {};
beforeEach(() => {
  window.history.pushState(null, '', '/start');
  startHistory();
});
afterEach(() => removeBlocker());

/** A blocker that holds every transition `holds` accepts, and keeps what it was asked and how to let go. */
function blocker(holds: (transition: Transition) => boolean) {
  const held: { transition?: Transition; proceed?: () => void; reset?: () => void } = {};
  let asked: Transition | undefined;
  removeBlocker = addBlocker({
    shouldBlock: (transition) => {
      asked = transition;
      return holds(transition);
    },
    held: (proceed, reset) => Object.assign(held, { transition: asked, proceed, reset }),
  });
  return held;
}

describe("the site's history", () => {
  it('pushes and replaces entries with their state, and goes back to them', async () => {
    navigate('/Apply?x=1#top', { state: { stay: true } });
    expect(currentLocation()).toMatchObject({ pathname: '/Apply', search: '?x=1', hash: '#top', state: { stay: true } });
    expect([window.location.pathname, currentAction()]).toEqual(['/Apply', 'PUSH']);
    const applyKey = currentLocation().key;
    navigate('/Apply2', { replace: true });
    expect([window.location.pathname, currentAction()]).toEqual(['/Apply2', 'REPLACE']);
    expect(currentLocation().key).not.toBe(applyKey);
    const back = popped();
    navigate(-1);
    await back;
    expect([currentLocation().pathname, currentAction(), currentLocation().state]).toEqual(['/start', 'POP', null]);
  });

  it('holds a link until the blocker lets it go, or stays when it resets', () => {
    const held = blocker(({ nextLocation }) => nextLocation.pathname === '/Faq');
    navigate('/Faq');
    expect(window.location.pathname).toBe('/start');
    expect(held.transition).toMatchObject({ historyAction: 'PUSH', currentLocation: { pathname: '/start' }, nextLocation: { pathname: '/Faq' } });
    held.reset!();
    expect(currentLocation().pathname).toBe('/start');
    navigate('/Faq');
    held.proceed!();
    expect([window.location.pathname, currentLocation().pathname]).toEqual(['/Faq', '/Faq']);
  });

  it('undoes a held Back at once, and goes back only when the blocker lets it', async () => {
    navigate('/Apply');
    navigate('/Apply2');
    const held = blocker(({ historyAction }) => historyAction === 'POP');
    const undone = popped().then(popped);
    navigate(-2);
    await undone;
    await settled();
    // The browser went back two entries and came forward again; the site never left.
    expect([window.location.pathname, currentLocation().pathname]).toEqual(['/Apply2', '/Apply2']);
    expect(held.transition).toMatchObject({ historyAction: 'POP', nextLocation: { pathname: '/start' } });
    removeBlocker();
    const back = popped();
    held.proceed!();
    await back;
    expect([window.location.pathname, currentLocation().pathname, currentAction()]).toEqual(['/start', '/start', 'POP']);
  });

  it('counts a fragment navigation as an entry of its own, so Back from it goes one entry', async () => {
    navigate('/Apply');
    const toFragment = popped();
    window.location.hash = '#main';
    await toFragment;
    expect(currentLocation()).toMatchObject({ pathname: '/Apply', hash: '#main' });
    const held = blocker(({ historyAction }) => historyAction === 'POP');
    const undone = popped().then(popped);
    navigate(-1);
    await undone;
    await settled();
    expect(held.transition).toMatchObject({ nextLocation: { pathname: '/Apply', hash: '' } });
    expect(window.location.hash).toBe('#main');
  });
});
