import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAFF, STAFF_PASSWORD } from './staff';

const apiDir = fileURLToPath(new URL('../../api/', import.meta.url));

function isFree(port: number): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(-1));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : -1));
    });
  });
}

/**
 * A free port: in E2E_PORTS ('3600-3649') when it is set, as the site's journeys take theirs (so
 * parallel runs on one machine keep to their own ranges), else any the system gives.
 */
async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.E2E_PORTS?.trim() ?? '');
  if (!range) return isFree(0);
  for (let port = Number(range[2]); port >= Number(range[1]); port -= 1) {
    if ((await isFree(port)) === port) return port;
  }
  throw new Error(`No free port in E2E_PORTS ${process.env.E2E_PORTS}.`);
}

/** A fresh DATA_DIR, one staff member per role (the staff:create CLI, docs/admin.md), then the API on a free port. */
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
