import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAFF, STAFF_PASSWORD } from './staff';

const apiDir = fileURLToPath(new URL('../../api/', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A fresh DATA_DIR, one staff member per role (the README's CLI), then the API on a free port. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'courier-admin-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    STAFF_PASSWORD,
    // Every test logs in from 127.0.0.1: the journeys and the content screens make more than the
    // 30 logins an address may try in 15 minutes. The limiter itself is tested in the API
    // (sessionRoutes.test.ts); here it would only turn later logins into refusals.
    LOGIN_MAX_PER_ADDRESS: '100000',
  };
  delete env.DATABASE_URL;
  for (const [role, user] of Object.entries(STAFF)) {
    const made = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/staffCreate.ts', '--user', user, '--role', role],
      {
        cwd: apiDir,
        env,
        encoding: 'utf8',
      },
    );
    if (made.status !== 0) throw new Error(`staff:create ${user}: ${made.stderr}`);
  }
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('The API exited while starting.');
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The API did not start within 120 s.');
    await new Promise((r) => setTimeout(r, 300));
  }
  process.env.ADMIN_E2E_BASE_URL = baseUrl;
  process.env.ADMIN_E2E_SECRETS_FILE = join(dataDir, 'e2e-staff-secrets.json');
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
