import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // SWC keeps the decorator metadata Nest's dependency injection reads; esbuild would drop it.
  plugins: [swc.vite({ module: { type: 'es6' } })],
  test: {
    include: ['src/**/*.spec.ts', 'test/**/*.test.ts'],
    // Two API processes need a real PostgreSQL server: the embedded one is a single session, where one process's
    // locks would not hold the other back.
    exclude: process.env.DATABASE_URL ? [] : ['test/replicas.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
