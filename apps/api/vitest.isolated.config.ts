import { defineProject } from 'vitest/config';
import api, { ISOLATED } from './vitest.config.ts';

/**
 * The API's test files that stand in for a module (vi.mock): each in a module graph of its own,
 * as vitest runs files by default, since the `api` project shares one graph per worker.
 * `pnpm test:db` runs both projects.
 */
export default defineProject({
  test: { ...api.test, name: 'api-isolated', include: ISOLATED, exclude: [], isolate: true },
});
