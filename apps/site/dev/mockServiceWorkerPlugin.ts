import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** The URL the browser registers the MSW worker from (src/mocks/startMockWorker.ts). */
export const MOCK_WORKER_URL = '/mockServiceWorker.js';

/**
 * Serves MSW's worker script to `vite --mode mock` only, straight from the installed msw package
 * (so it always matches the library's version). It is not in public/, so no production build
 * ships a service worker that could intercept a visitor's requests.
 */
export function mockServiceWorker(): Plugin {
  const file = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  return {
    name: 'courier:mock-service-worker',
    apply: (_config, env) => env.command === 'serve' && env.mode === 'mock',
    configureServer(server) {
      server.middlewares.use(MOCK_WORKER_URL, (_req, res) => {
        res.setHeader('content-type', 'application/javascript');
        res.setHeader('service-worker-allowed', '/');
        res.end(readFileSync(file));
      });
    },
  };
}
