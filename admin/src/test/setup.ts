// jest-dom's matchers (toBeInTheDocument, toHaveAccessibleName ...) for the console's component tests.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// The console's pages render react-admin and MUI under jsdom against the real API: on a loaded CI machine a page
// can take longer than Testing Library's one-second default to show what a findBy waits for. A hang still fails
// by the test's own timeout.
configure({ asyncUtilTimeout: 15_000 });
