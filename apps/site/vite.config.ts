import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `vite --mode mock` answers /api from MSW in the browser; `--mode real` proxies /api (and the
// demo images under /media) to the real API (apps/api) on port 3000. The production build talks
// to its own origin.
export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: mode === 'real' ? { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } : undefined,
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 700 },
}));
