import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';
import '@testing-library/jest-dom/vitest';
// The site's texts in English, as a browser preferring English gets them.
import '../i18n/i18n';

// Testing Library unmounts after each test by itself only when the test globals are on; they are off here.
afterEach(cleanup);

// Effects run on the next task, not after jsdom's next animation frame: Preact's wait for a frame ends with a
// 35 ms timer that calls cancelAnimationFrame, which outlived the last test of a file and then found jsdom's window
// gone (an uncaught ReferenceError that fails the run). act() still flushes effects at once, as before.
options.requestAnimationFrame = (flush) => void setTimeout(flush);

// jsdom lays nothing out and only reports scrollTo() as "not implemented"; the app scrolls on each navigation.
window.scrollTo = () => undefined;

// The toasts' library loads with the first toast (shell/toast.ts), in a browser a small chunk already built; here
// Vite transforms it on that first import, which on a busy machine outlasts a test's wait for the toast.
await import('react-toastify/unstyled');
