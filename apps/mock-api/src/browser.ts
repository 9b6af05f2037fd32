import { setupWorker } from 'msw/browser';
import { handlers } from './handlers.ts';

/** The mock API in the browser (`pnpm dev`). The site serves mockServiceWorker.js. */
export const worker = setupWorker(...handlers);
