import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/** The monorepo root, whatever folder the run starts from. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The e2e engineer's port range (TEAM rules): the API listens on the first free one. */
const PORT_RANGE = { first: 3200, last: 3299 } as const;
const HEALTH_TIMEOUT_MS = 90_000;

const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

function isFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen({ port, host: '0.0.0.0', exclusive: true }, () => probe.close(() => done(true)));
  });
}

export async function freePort(): Promise<number> {
  for (let port = PORT_RANGE.first; port <= PORT_RANGE.last; port += 1) {
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port between ${PORT_RANGE.first} and ${PORT_RANGE.last}.`);
}

export interface RunningApi {
  baseUrl: string;
  dataDir: string;
  /** The server's output, for a failure report. */
  log: () => string;
  stop: () => Promise<void>;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The API exited with code ${child.exitCode} before it was healthy:\n${log()}`);
    }
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The API was not healthy within ${HEALTH_TIMEOUT_MS} ms:\n${log()}`);
}

/**
 * Starts the real API (apps/api) as a child process on a fresh embedded database: a new temp
 * DATA_DIR, no DATABASE_URL, so PGlite is migrated and seeded with the demo content and the demo
 * customer exactly as a newcomer's first `pnpm start`. It serves the built site (SITE_DIR, default
 * apps/site/dist), which the caller must have built (`pnpm build`).
 */
export async function startApi(): Promise<RunningApi> {
  const port = await freePort();
  const dataDir = mkdtempSync(resolve(tmpdir(), 'courier-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  env.LOG_LEVEL = process.env.E2E_API_LOG_LEVEL || 'warn';
  // node itself runs the API (tsx as a loader), so the child is the server: a signal reaches it
  // directly, and killing the run's process group ends it too.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: resolve(repoRoot, 'apps/api'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const log = () => output;
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, log, stop };
}

/** One Chromium for the whole run; journey files connect to it over its websocket. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ ...CHROMIUM, headless: true });
}

/**
 * The browser of a journey file: the run's shared Chromium (run.ts hands its websocket over in
 * E2E_BROWSER_WS), or a Chromium of its own when the file runs without run.ts. Closing a connected
 * browser only disconnects from it.
 */
export function connectBrowser(): Promise<Browser> {
  const ws = process.env[E2E_ENV.browserWs];
  return ws ? chromium.connect(ws) : chromium.launch({ ...CHROMIUM, headless: true });
}

/** Environment variables through which run.ts hands the shared server and browser to each file. */
export const E2E_ENV = { baseUrl: 'E2E_BASE_URL', browserWs: 'E2E_BROWSER_WS' } as const;
