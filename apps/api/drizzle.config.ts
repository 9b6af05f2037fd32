import { defineConfig } from 'drizzle-kit';

// Only generation uses this file; the app applies the checked-in migrations itself on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
