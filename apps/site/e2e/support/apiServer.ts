/**
 * The web server of the e2e run (playwright.config.ts): the real API (apps/api/src/main.ts) on a
 * new temporary DATA_DIR and no DATABASE_URL, so PGlite is migrated and seeded with the demo
 * content and the demo customer exactly as on a newcomer's first `pnpm start`. The folder is
 * removed when the server exits (Playwright stops it with SIGTERM at the end of the run).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';

const dataDir = mkdtempSync(resolve(tmpdir(), 'courier-e2e-'));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
// Journeys that need an account of their own create it through the server's control call, whose
// token lives in DATA_DIR (support/accounts.ts finds the folder by the run's port).
const dataDirNote = resolve(tmpdir(), `courier-e2e-${process.env.PORT}.datadir`);
writeFileSync(dataDirNote, dataDir);
process.on('exit', () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dataDirNote, { force: true });
});

await import('../../../api/src/main.ts');
