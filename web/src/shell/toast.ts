// `react-toastify/unstyled` keeps the library's CSS out of an injected <style> tag (it comes from the bundled
// stylesheet instead, see main.tsx). Its toast store is its own: toasts must be raised through this same entry,
// so the app imports `toast` from here only.
export { toast } from 'react-toastify/unstyled';
