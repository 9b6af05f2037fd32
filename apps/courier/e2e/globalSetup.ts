import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { book } from './booking';
import { writeBarcodeY4m } from './camera';
import { MERCHANT, STAFF, STAFF_PASSWORD } from './staff';

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

/** A free port in E2E_PORTS ('3900-3949') when set, else any the system gives. */
async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.E2E_PORTS?.trim() ?? '');
  if (!range) return isFree(0);
  for (let port = Number(range[2]); port >= Number(range[1]); port -= 1) {
    if ((await isFree(port)) === port) return port;
  }
  throw new Error(`No free port in E2E_PORTS ${process.env.E2E_PORTS}.`);
}

function cli(env: NodeJS.ProcessEnv, script: string, args: string[]): string {
  const made = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: apiDir,
    env,
    encoding: 'utf8',
  });
  if (made.status !== 0) throw new Error(`${script} ${args.join(' ')}: ${made.stderr}`);
  return made.stdout;
}

/**
 * A fresh DATA_DIR with the staff (operations, finance, the courier), a merchant with an API key
 * (COD bookings come through the merchant API), the API on a free port, and the camera file of a
 * booked label for the scanner's journey.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'courier-phone-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    STAFF_PASSWORD,
    CUSTOMER_PASSWORD: 'Merchant#password1',
    LOGIN_MAX_PER_ADDRESS: '100000',
  };
  delete env.DATABASE_URL;
  for (const [role, user] of Object.entries(STAFF))
    cli(env, 'src/cli/staffCreate.ts', ['--user', user, '--role', role]);
  cli(env, 'src/cli/customerCreate.ts', [
    '--user',
    MERCHANT.user,
    '--company',
    'Run Shop WLL',
    '--contact',
    'Noor',
    '--city',
    'Kuwait City',
    '--phone',
    '+96522223333',
    '--email',
    'shop@example.com',
    '--account',
    MERCHANT.account,
  ]);
  const key = cli(env, 'src/cli/apikeyCreate.ts', [
    '--user',
    MERCHANT.user,
    '--name',
    'E2E',
  ]).trim();
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
  const scanAwb = await book(baseUrl, key, 'SCAN-1');
  const cameraFile = join(dataDir, 'label.y4m');
  await writeBarcodeY4m(scanAwb, cameraFile);
  process.env.COURIER_E2E_BASE_URL = baseUrl;
  process.env.COURIER_E2E_API_KEY = key;
  process.env.COURIER_E2E_SCAN_AWB = scanAwb;
  process.env.COURIER_E2E_CAMERA_FILE = cameraFile;
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
