import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'mock-api', environment: 'node', include: ['src/**/*.test.ts'] },
});
