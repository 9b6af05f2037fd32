import { setupServer } from 'msw/node';
import { createHandlers } from './handlers.ts';
import { createMockDb, type MockDbOptions } from './db.ts';

/** The mock API in Node (component and API-client tests): a server over a fresh fixture db. */
export function createMockServer(options: MockDbOptions = {}) {
  const db = createMockDb(options);
  return { db, server: setupServer(...createHandlers(db)) };
}

export const { server } = createMockServer();
