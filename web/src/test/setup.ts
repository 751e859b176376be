import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '@testing-library/jest-dom/vitest';
// The site's texts in English, as a browser preferring English gets them.
import '../i18n/i18n';

// Testing Library unmounts after each test by itself only when the test globals are on; they are off here.
afterEach(cleanup);

// jsdom lays nothing out and only reports scrollTo() as "not implemented"; the app scrolls on each navigation.
window.scrollTo = () => undefined;

// The toasts' library loads with the first toast (shell/toast.ts), in a browser a small chunk already built; here
// Vite transforms it on that first import, which on a busy machine outlasts a test's wait for the toast.
await import('react-toastify/unstyled');
