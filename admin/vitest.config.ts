import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The console is tested against the real, built API (started once for the run).
    globalSetup: ['src/test/globalSetup.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Rendering the whole admin under jsdom is slow on a cold start; a hang still fails.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
