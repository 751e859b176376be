import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/globalSetup.ts'],
    // A journey file on every core: much of a journey is waiting (for the server, the database, a page to settle),
    // and one file at a time left a third of two cores idle (on PostgreSQL: 506 s, 400 s side by side). Files share
    // the suite's server only where nothing they do changes what another sees; those that publish a form, change a
    // fee or restart the server start their own (support/ownServerAndBrowser.ts).
    maxWorkers: availableParallelism(),
    // Twice the longest journeys' time side by side (the console's accessibility sweep, the editor's first publish:
    // 40-60 s here, half again on a busy machine): a journey that hangs still fails, a slow one does not.
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
