import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the API under /admin; `pnpm --filter @courier/admin dev` proxies /api to the API at
// DEV_API_URL (default port 3000). ADMIN_DEV_PORT moves the dev server off 5174.
const apiUrl = process.env.DEV_API_URL || 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  server: {
    port: Number(process.env.ADMIN_DEV_PORT) || 5174,
    proxy: { '/api': apiUrl, '/media': apiUrl },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 700 },
});
