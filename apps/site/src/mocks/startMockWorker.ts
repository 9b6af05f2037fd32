/**
 * Starts the MSW worker of @courier/mock-api in the browser (only `vite --mode mock`, loaded by
 * a dynamic import so no other build contains it). The worker script is served by the dev server
only (dev/mockServiceWorkerPlugin.ts). Calls the mock does not know go to the network.
 */
export async function startMockWorker(): Promise<void> {
  const { worker } = await import('@courier/mock-api/browser');
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
