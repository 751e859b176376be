import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { reactTestDefaults } from './testing/reactTestDefaults.ts';
import { servedValidators } from './testing/servedValidators.ts';

export default defineConfig({
  plugins: [react(), servedValidators()],
  test: {
    ...reactTestDefaults,
    // jsdom and RJSF take a few seconds to warm up on a cold start; a hang still fails.
    testTimeout: 20_000,
  },
});
