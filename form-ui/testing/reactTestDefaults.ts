import { availableParallelism } from 'node:os';
import type { InlineConfig } from 'vitest/node';

/**
 * What the tests of every React workspace (form-ui, web, admin) share: jsdom, tests beside the code with their
 * set-up in src/test/, mocks and stubbed globals undone after each test, and every core at work.
 */
export const reactTestDefaults: InlineConfig = {
  environment: 'jsdom',
  include: ['src/**/*.test.{ts,tsx}'],
  setupFiles: ['src/test/setup.ts'],
  restoreMocks: true,
  unstubGlobals: true,
  // A test file on every core: rendering in jsdom is the work, and Vitest's default (one core left to itself, which
  // sits idle here) ran the files one at a time on a two-core machine (admin: 231 s, 167 s on both cores).
  maxWorkers: availableParallelism(),
};
