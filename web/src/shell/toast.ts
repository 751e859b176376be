// `react-toastify/unstyled` keeps the library's CSS out of an injected <style> tag (it comes from the bundled
// stylesheet instead, see main.tsx). Its toast store is its own: toasts must be raised through this same entry,
// so the app imports `toast` from here only.
import { toast as toastify } from 'react-toastify/unstyled';

type Kind = 'success' | 'error';

/**
 * One toast per message: a message already on screen (the same save confirmation after the next step's save, the
 * same refusal after a second submit) is shown again by restarting that toast, not by stacking an identical one
 * under it. Each message is its own toast id.
 */
function show(kind: Kind, message: string) {
  const toastId = `${kind}:${message}`;
  // An update renders the toast afresh, its auto-close timer included.
  if (toastify.isActive(toastId)) toastify.update(toastId, { render: message, type: kind });
  else toastify[kind](message, { toastId });
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};
