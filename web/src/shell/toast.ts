// `react-toastify/unstyled` keeps the library's CSS out of an injected <style> tag (it comes from the bundled
// stylesheet instead, see main.tsx). Its toast store is its own: toasts must be raised through this same entry,
// so the app imports `toast` from here only. The library (6.5 KB gzip) loads with the first toast, not with the
// page: a toast answers a save, which comes after the page's first load.

type Kind = 'success' | 'error';

type Library = typeof import('react-toastify/unstyled');

let library: Promise<Library> | undefined;
let markShown: () => void;
/** Resolved once <Toasts> has put the library's container on screen: a toast raised before would be queued unseen. */
const containerShown = new Promise<void>((resolve) => (markShown = resolve));
const listeners = new Set<() => void>();

/** The library, loaded when first asked for; <Toasts> renders its container from then on. */
export function toastLibrary(): Promise<Library> {
  if (!library) {
    library = import('react-toastify/unstyled');
    for (const listener of listeners) listener();
  }
  return library;
}

/** Whether a toast was raised yet, as a store <Toasts> subscribes to. */
export const toastsWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => library !== undefined,
  containerShown: () => markShown(),
};

/** The toast showing each message (`kind:message`), to restart it rather than stack an identical one. */
const shownAs = new Map<string, string>();
let raised = 0;

/**
 * One toast per message: a message already on screen (the same save confirmation after the next step's save, the
 * same refusal after a second submit) is shown again by restarting that toast, not by stacking an identical one
 * under it. A toast on its way out is no longer active, and the library ignores a new toast under an id still in
 * its store (until the exit animation ends), so the message comes back as a new toast with an id of its own.
 */
async function show(kind: Kind, message: string) {
  const { toast: toastify } = await toastLibrary();
  await containerShown;
  const key = `${kind}:${message}`;
  const onScreen = shownAs.get(key);
  // An update renders the toast afresh, its auto-close timer included.
  if (onScreen !== undefined && toastify.isActive(onScreen)) toastify.update(onScreen, { render: message, type: kind });
  else {
    const toastId = `${key}:${++raised}`;
    shownAs.set(key, toastId);
    toastify[kind](message, { toastId });
  }
}

export const toast = {
  success: (message: string) => void show('success', message),
  error: (message: string) => void show('error', message),
};
