import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/globalSetup.ts'],
    // One browser at a time: the journeys share one server and the machine has two cores.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
