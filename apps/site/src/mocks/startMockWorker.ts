/** Starts the MSW worker of @courier/mock-api in the browser (only in `vite --mode mock`). */
export async function startMockWorker(): Promise<void> {
  console.info('mock API not available yet');
}
