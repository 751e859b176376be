import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  // SWC keeps the decorator metadata Nest's dependency injection reads; esbuild would drop it.
  plugins: [swc.vite({ module: { type: 'es6' } })],
  // The PayPal emulator's workspace from its source, and its imports of the API from the very modules the tests load
  // (one APP_CONFIG token, one contract), not from the built copies that `npm start` pairs.
  resolve: {
    alias: [
      { find: /^@evisa\/api\/(.*)\.js$/, replacement: `${path('./src')}/$1.ts` },
      { find: /^@evisa\/paypal-emulator$/, replacement: path('../paypal-emulator/src/index.ts') },
    ],
  },
  test: {
    include: ['src/**/*.spec.ts', 'test/**/*.test.ts'],
    // Two API processes need a real PostgreSQL server: the embedded one is a single session, where one process's
    // locks would not hold the other back.
    exclude: process.env.DATABASE_URL ? [] : ['test/replicas.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Room for a slow test beside another file on a busy machine (the longest, publishing and pinning versions, take
    // 10-16 s here); a hang still fails.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A test file on every core: the files talk to one server over HTTP and wait on it, and Vitest's default (one
    // core left to itself) ran them one at a time on a two-core machine (PostgreSQL: ~560 s, 386 s on both cores;
    // the embedded database: ~550 s, 271 s). Each file makes its own applications, accounts and addresses.
    maxWorkers: availableParallelism(),
  },
});
