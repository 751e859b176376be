import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The tests are pure functions of the definition: sharing a worker's modules between files compiles the
    // validators once per worker instead of once per file.
    isolate: false,
    // Both cores: Vitest's default leaves one idle on a two-core machine (31 s, 23 s on both).
    maxWorkers: availableParallelism(),
    // The checks build and validate the whole definition: seconds each on a busy machine.
    testTimeout: 30_000,
    benchmark: { include: ['test/**/*.bench.ts'] },
  },
});
