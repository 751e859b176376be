import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { LATER_PAGE_GROUPS } from './src/i18n/textGroups.ts';

/** Resolves `source` to the site's file `file` when imported from where `from` says (the file itself excluded). */
function redirectImport(name: string, source: string, file: URL, from: (importer: string) => boolean): Plugin {
  const path = fileURLToPath(file);
  return {
    name,
    enforce: 'pre',
    resolveId(imported, importer) {
      return imported === source && importer && importer !== path && from(importer) ? path : null;
    },
  };
}

// RJSF's static imports of the markdown parser go to a stand-in that loads the parser only when used.
const markdownOnDemand = redirectImport(
  'markdown-on-demand',
  'markdown-to-jsx/react',
  new URL('./src/markdownOnDemand.tsx', import.meta.url),
  () => true,
);

// @rjsf/utils's fast-uri (22 KB minified of /Apply's first load) goes to the RFC 3986 functions it uses; anything
// else that imports fast-uri keeps it.
const uriReferencesForRjsf = redirectImport(
  'uri-references-for-rjsf',
  'fast-uri',
  new URL('./src/slim/uriReferences.ts', import.meta.url),
  (importer) => /[\\/]@rjsf[\\/]utils[\\/]/.test(importer),
);

// The English texts (locales/en.json, one file as every language's) as two modules: `virtual:english-texts/first`,
// every group a first screen can show (i18n.ts, in the first load), and `virtual:english-texts/later`, the later
// pages' groups (src/i18n/textGroups.ts), which load with those pages' code.
function englishTexts(): Plugin {
  const file = fileURLToPath(new URL('./src/i18n/locales/en.json', import.meta.url));
  const prefix = 'virtual:english-texts/';
  return {
    name: 'english-texts',
    resolveId: (source) => (source === `${prefix}first` || source === `${prefix}later` ? `\0${source}` : null),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      this.addWatchFile(file);
      const later = id.endsWith('/later');
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const part = Object.entries(texts).filter(([group]) => LATER_PAGE_GROUPS.includes(group) === later);
      return `export default ${JSON.stringify(Object.fromEntries(part))};`;
    },
  };
}

// The API serves the built app at `/`; in dev the API runs beside Vite on port 3000 (the form definition and
// the steps' validator modules come from there at run time: none is in the site's code). Each text asset is
// written beside its brotli and gzip copies, which the API sends as they are (api/src/common/static-sites.ts).
export default defineConfig({
  plugins: [markdownOnDemand, uriReferencesForRjsf, englishTexts(), react(), compression()],
  // The site renders with Preact's React-compatible core: React DOM alone was 65 of /Apply's first 237 KB gzip, a
  // phone abroad pays for every one, and the wizard, RJSF and the router run on it unchanged (the console, a
  // react-admin app on a desk, stays on React). The code and its types are written against React's API.
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      // React 17's stand-in for a hook Preact has (react-i18next and wouter import it).
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
