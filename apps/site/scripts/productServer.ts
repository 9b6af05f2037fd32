import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, portRange } from '../e2e/support/freePort.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface RunningProduct {
  /** http://127.0.0.1:<port> */
  base: string;
  /** Its DATA_DIR (the e-mail outbox is there: no SMTP_URL). */
  dataDir: string;
  /** Stops the process and removes its database. */
  stop: () => void;
}

async function waitForHealth(
  base: string,
  child: ChildProcess,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer ${base}/healthz within ${timeoutMs / 1000} s`);
}

/**
 * The product as `pnpm start` runs it (the API serving the site's build) on a fresh PGlite
 * database and a free loopback port, for the performance scripts. `siteDir` serves another build
 * of the site than apps/site/dist (SITE_DIR; the build's server entry resolves its packages from
 * the repository, so keep it inside apps/site, as `dist-<name>`).
 */
export async function startProduct(options: { siteDir?: string } = {}): Promise<RunningProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'courier-perf-'));
  const port = await freePort(...portRange(process.env.PERF_PORTS, [3400, 3499]));
  const base = `http://127.0.0.1:${port}`;
  // What `pnpm --filter @courier/api start` runs, without pnpm in between (it reports the stop as a failure).
  const apiDir = join(ROOT, 'apps', 'api');
  const server = spawn(join(apiDir, 'node_modules', '.bin', 'tsx'), ['src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...(options.siteDir ? { SITE_DIR: resolve(options.siteDir) } : {}),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'pipe'],
    detached: true,
  });
  server.stderr?.pipe(process.stderr);
  const stop = () => {
    // What the server prints while it is being stopped (PGlite interrupted) is not the run's concern.
    server.stderr?.unpipe(process.stderr);
    if (server.pid && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, dataDir, stop };
}
