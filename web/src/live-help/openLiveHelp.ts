const OPEN_EVENT = 'evisa:open-live-help';

/** Opens the help panel from anywhere on the site ('Chat with us'). */
export function openLiveHelp(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/** The panel listens: the returned function stops listening. */
export function onOpenLiveHelp(open: () => void): () => void {
  window.addEventListener(OPEN_EVENT, open);
  return () => window.removeEventListener(OPEN_EVENT, open);
}
