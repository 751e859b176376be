import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { servedValidators } from './testing/servedValidators.ts';

export default defineConfig({
  plugins: [react(), servedValidators()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // jsdom and RJSF take a few seconds to warm up on a cold start; a hang still fails.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
