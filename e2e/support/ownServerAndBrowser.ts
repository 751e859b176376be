import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.js';
import { startServerWithOwnData, type RunningServer } from './server.js';

/**
 * A server and a Chromium for one suite alone, for journeys that must not share the suite-wide server (what they
 * change would reach the other journeys, or theirs would reach them): started before the suite's tests, with `env`
 * over the journeys' settings, and stopped after them.
 */
export function ownServerAndBrowser(name: string, env: Record<string, string> = {}): { readonly server: RunningServer; readonly browser: Browser } {
  const own = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [own.server, own.browser] = await Promise.all([startServerWithOwnData(name, env), launchChromium()]);
  });
  afterAll(async () => {
    await own.browser?.close();
    await own.server?.stop();
  });
  return own;
}
