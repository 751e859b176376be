import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/** RJSF's static imports of the markdown parser go to a stand-in that loads the parser only when used. */
function markdownOnDemand(): Plugin {
  const standIn = fileURLToPath(new URL('./src/markdownOnDemand.tsx', import.meta.url));
  return {
    name: 'markdown-on-demand',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'markdown-to-jsx/react' && importer !== standIn ? standIn : null;
    },
  };
}

// The API serves the built app at `/`; in dev the API runs beside Vite on port 3000 (the form definition and
// the steps' validator modules come from there at run time: none is in the site's code). Each text asset is
// written beside its brotli and gzip copies, which the API sends as they are (api/src/common/static-sites.ts).
export default defineConfig({
  plugins: [markdownOnDemand(), react(), compression()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
