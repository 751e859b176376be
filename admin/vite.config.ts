import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// The API serves the built app under /admin (with the brotli and gzip copies of each asset written here); in dev
// the API runs beside Vite on port 3000.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), compression()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin and MUI alone pass Vite's 500 kB hint; staff load the console once per session.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
