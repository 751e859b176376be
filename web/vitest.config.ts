import { defineConfig, mergeConfig } from 'vitest/config';
// Files of the form-ui workspace (not its package entry): Vite bundles a config's relative imports, TypeScript included.
import { reactTestDefaults } from '../form-ui/testing/reactTestDefaults.ts';
import { servedValidators } from '../form-ui/testing/servedValidators.ts';
import viteConfig from './vite.config.ts';

// The app's own Vite config; the steps' validator modules are answered at the API's URLs as the API makes them.
export default mergeConfig(
  viteConfig,
  defineConfig({
    plugins: [servedValidators()],
    // The tests render with Preact as the site does (vite.config.ts): the React libraries go through Vite, as ES
    // modules (a `module` build), so that the aliases apply to them; left to Node, they would load React DOM.
    resolve: { conditions: ['module', 'browser', 'development'], mainFields: ['module', 'main'] },
    test: {
      ...reactTestDefaults,
      server: {
        deps: {
          inline: [
            /@testing-library\/(react|user-event|dom)/,
            /wouter/,
            /react-i18next/,
            /react-toastify/,
            /@rjsf\//,
            /@paypal\/react-paypal-js/,
            /@tanstack\/react-query/,
          ],
        },
      },
      // jsdom and RJSF take a few seconds to warm up on a cold start; a hang still fails.
      testTimeout: 20_000,
    },
  }),
);
