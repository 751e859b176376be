import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
// A file of the form-ui workspace (not its package entry): Vite bundles a config's relative imports, TypeScript included.
import { reactTestDefaults } from '../form-ui/testing/reactTestDefaults.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    ...reactTestDefaults,
    // The console is tested against the real, built API (started once for the run).
    globalSetup: ['src/test/globalSetup.ts'],
    // Rendering the whole admin under jsdom is slow on a cold start; a hang still fails.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
