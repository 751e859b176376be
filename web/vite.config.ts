import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API serves the built app at `/`; in dev the API runs beside Vite on port 3000 (the form definition and
// the steps' validator modules come from there at run time: none is in the site's code).
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
