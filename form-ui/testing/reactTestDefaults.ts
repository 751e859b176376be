import type { InlineConfig } from 'vitest/node';

/**
 * What the tests of every React workspace (form-ui, web, admin) share: jsdom, tests beside the code with their
 * set-up in src/test/, and mocks and stubbed globals undone after each test.
 */
export const reactTestDefaults: InlineConfig = {
  environment: 'jsdom',
  include: ['src/**/*.test.{ts,tsx}'],
  setupFiles: ['src/test/setup.ts'],
  restoreMocks: true,
  unstubGlobals: true,
};
