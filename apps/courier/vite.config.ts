import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the API under /courier; `pnpm --filter @courier/courier dev` proxies /api to the API
// at DEV_API_URL (default port 3000). COURIER_DEV_PORT moves the dev server off 5175.
const apiUrl = process.env.DEV_API_URL || 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/courier/',
  plugins: [react(), tailwindcss()],
  server: {
    port: Number(process.env.COURIER_DEV_PORT) || 5175,
    proxy: { '/api': apiUrl },
  },
  build: { sourcemap: false },
});
