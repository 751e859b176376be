import * as compat from 'preact/compat';
import * as React from 'react';
import * as ReactDOM from 'react-dom/client';
import { describe, expect, it } from 'vitest';

// The site's React code renders with Preact's compatible core (vite.config.ts); its tests check that code on the
// very core the applicant's browser runs.
describe('the rendering core', () => {
  it('is Preact, for the site and its tests alike', async () => {
    expect(React.createElement).toBe(compat.createElement);
    expect(React.useSyncExternalStore).toBe(compat.useSyncExternalStore);
    expect(ReactDOM.createRoot).toBe((await import('preact/compat/client')).createRoot);
  });
});
