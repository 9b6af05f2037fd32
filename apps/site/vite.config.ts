import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { mockServiceWorker } from './dev/mockServiceWorkerPlugin';
import { precompileCatalogs } from './scripts/vitePrecompileCatalogs';
import { precompress } from './scripts/vitePrecompress';

// `vite --mode mock` answers /api from MSW in the browser; `--mode real` proxies /api (and the
// demo images under /media) to the real API (apps/api) at DEV_API_URL (default port 3000). The
// production build talks to its own origin and has no mock service worker (the plugin serves it
// in mock mode only). SITE_DEV_PORT moves the dev server off 5173 (docs/first-run.md).
const apiUrl = process.env.DEV_API_URL || 'http://127.0.0.1:3000';

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    mockServiceWorker(),
    precompileCatalogs(),
    precompress(),
    // `ANALYZE=1 vite build` writes dist-stats.html: what each chunk holds, with brotli sizes.
    process.env.ANALYZE
      ? visualizer({ filename: 'dist-stats.html', brotliSize: true, gzipSize: false })
      : undefined,
  ],
  // The first visit of `pnpm dev` waited some 25 s on a busy machine for about 240 modules,
  // transformed one request at a time. The mock (its handlers, fixtures and the demo data, some
  // 45 files) is pre-bundled into one like a dependency: after an edit there, restart
  // `pnpm dev --force`. The home page's modules are transformed while the server starts.
  optimizeDeps: mode === 'mock' ? { include: ['@courier/mock-api/browser'] } : undefined,
  server: {
    port: Number(process.env.SITE_DEV_PORT) || 5173,
    warmup: {
      clientFiles: [
        './src/main.tsx',
        './src/pages/home/HomePage.tsx',
        ...(mode === 'mock' ? ['./src/mocks/startMockWorker.ts'] : []),
      ],
    },
    proxy: mode === 'real' ? { '/api': apiUrl, '/media': apiUrl } : undefined,
  },
  // The server entry (`vite build --ssr`, dist/server) needs no copy of public/.
  build: {
    sourcemap: false,
    // No <link rel="modulepreload"> for a dynamic import's chunks: Vite's loader inserts one per
    // chunk, all in the task that starts the import, and the page's app (src/main.tsx) and its
    // route module bring about 30 of them. Measured in Lighthouse's trace of check-rate: one task
    // of 133 ms, 58 of its 183 samples in appendChild; on a desktop Chromium with no tracing, 40
    // such links take 15-38 ms. The browser's module loader fetches the same files as it reads
    // each module's imports, off the DOM.
    modulePreload: false,
    chunkSizeWarningLimit: 700,
    copyPublicDir: !isSsrBuild,
    manifest: !isSsrBuild,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Vite's dynamic-import loader in a chunk of its own. Left to the bundler it joins the
          // entry's chunk (src/boot.ts), every lazy chunk then imports the entry, and the loader
          // adds the entry's stylesheet (already inlined by the server) to the page again: a
          // second download and a restyle of the whole page.
          groups: [{ name: 'preload-helper', test: /^\0vite\/preload-helper/ }],
        },
      },
    },
  },
}));
