import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompiledValidators } from './build/precompiledValidators.ts';

// The API serves the built app at `/`; in dev the API runs beside Vite on port 3000.
export default defineConfig({
  plugins: [react(), precompiledValidators()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
