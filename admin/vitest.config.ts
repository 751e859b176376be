import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Rendering the whole admin under jsdom is slow on a cold start; a hang still fails.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
