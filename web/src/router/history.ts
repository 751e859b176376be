/**
 * The site's session history: the current location as a store components subscribe to, the one way to navigate,
 * and the blockers that may hold a navigation (a link, navigate() or the browser's Back and Forward) until they
 * let it go. Every entry the site makes carries its index, so that a Back or Forward a blocker holds can be undone
 * by going the same distance the other way.
 */

export interface SiteLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that made this entry passed as `state`; null otherwise. */
  state: unknown;
  /** This entry's own key (scroll positions are kept by it). */
  key: string;
}

export type HistoryAction = 'PUSH' | 'REPLACE' | 'POP';

export interface Transition {
  currentLocation: SiteLocation;
  nextLocation: SiteLocation;
  historyAction: HistoryAction;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** A blocker asked about a transition: true holds it, and the blocker gets `proceed` and `reset` for it. */
export interface BlockerEntry {
  shouldBlock(transition: Transition): boolean;
  held(proceed: () => void, reset: () => void): void;
}

interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

const entryState = (): EntryState | undefined => {
  const state: unknown = window.history.state;
  return state !== null && typeof state === 'object' && 'idx' in state && 'key' in state ? (state as EntryState) : undefined;
};

function readLocation(): SiteLocation {
  const { pathname, search, hash } = window.location;
  const state = entryState();
  return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
}

let current: SiteLocation;
let index = 0;
let lastAction: HistoryAction = 'POP';
const listeners = new Set<() => void>();
const blockers = new Set<BlockerEntry>();
// Pops the site makes itself to undo a held Back or Forward (not asked about), and pops a blocker let through.
let undoing = 0;
let letThrough = 0;
// Called with the leaving location before every change (the scroll positions are saved by it).
const leaving = new Set<(location: SiteLocation) => void>();

/** Reads the browser's entry again (a page load, or a test that starts at an address): the store follows it. */
export function startHistory() {
  if (!entryState()) window.history.replaceState({ usr: null, key: newKey(), idx: 0 } satisfies EntryState, '');
  index = entryState()!.idx;
  current = readLocation();
  lastAction = 'POP';
  undoing = letThrough = 0;
  emit();
}

function emit() {
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const currentLocation = () => current;
export const currentAction = () => lastAction;

export function addBlocker(blocker: BlockerEntry) {
  blockers.add(blocker);
  return () => void blockers.delete(blocker);
}

export function onLeave(save: (location: SiteLocation) => void) {
  leaving.add(save);
  return () => void leaving.delete(save);
}

/** The first blocker that holds `transition`, given what to do when it lets go; false when none holds it. */
function held(transition: Transition, proceed: () => void, reset: () => void = () => {}): boolean {
  for (const blocker of blockers) {
    if (blocker.shouldBlock(transition)) {
      blocker.held(proceed, reset);
      return true;
    }
  }
  return false;
}

function change(next: SiteLocation, action: HistoryAction) {
  for (const save of leaving) save(current);
  current = next;
  lastAction = action;
  emit();
}

/** Goes to `to` (an address, relative to the current one, or a number of entries back or forward). */
export function navigate(to: string | number, { replace = false, state = null }: NavigateOptions = {}) {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const url = new URL(to, window.location.href);
  const next: SiteLocation = { pathname: url.pathname, search: url.search, hash: url.hash, state, key: newKey() };
  const historyAction = replace ? 'REPLACE' : 'PUSH';
  const go = () => {
    const idx = replace ? index : index + 1;
    const entry: EntryState = { usr: state, key: next.key, idx };
    window.history[replace ? 'replaceState' : 'pushState'](entry, '', url.pathname + url.search + url.hash);
    index = idx;
    change(next, historyAction);
  };
  if (!held({ currentLocation: current, nextLocation: next, historyAction }, go)) go();
}

function onPopState() {
  if (undoing > 0) {
    undoing--;
    return;
  }
  if (!entryState()) {
    // A fragment navigation the browser made itself (a plain #link, the skip link): a new entry after this one.
    index += 1;
    window.history.replaceState({ usr: null, key: newKey(), idx: index } satisfies EntryState, '');
    change(readLocation(), 'PUSH');
    return;
  }
  const next = readLocation();
  const nextIndex = entryState()!.idx;
  const delta = index - nextIndex;
  const arrive = () => {
    index = nextIndex;
    change(next, 'POP');
  };
  if (letThrough > 0) {
    letThrough--;
    arrive();
    return;
  }
  const proceed = () => {
    letThrough++;
    window.history.go(-delta);
  };
  // The browser has moved already: held, it goes back to where the site still is until the blocker lets go.
  if (delta !== 0 && held({ currentLocation: current, nextLocation: next, historyAction: 'POP' }, proceed)) {
    undoing++;
    window.history.go(delta);
    return;
  }
  arrive();
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', onPopState);
  startHistory();
}
