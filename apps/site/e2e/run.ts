/**
 * `pnpm --filter @courier/site test:e2e`: starts one real API on a fresh embedded database and one
 * Chromium, then runs every journey file with node's test runner (`tsx --test`), one file at a
 * time, all sharing that server and browser. Both are stopped at the end, also on failure or
 * Ctrl-C. The exit code is the test runner's: 0 only when every journey passed.
 * The site must be built first (`pnpm build`; the root `pnpm test` does it).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_ENV, launchBrowserServer, repoRoot, startApi, type RunningApi } from './harness.ts';
import type { BrowserServer } from 'playwright-core';

const e2eDir = dirname(fileURLToPath(import.meta.url));
const siteDir = process.env.SITE_DIR || resolve(repoRoot, 'apps/site/dist');

function journeyFiles(): string[] {
  // Optional filter: `pnpm test:e2e booking` runs only the files whose name contains 'booking'.
  const only = process.argv.slice(2);
  return readdirSync(e2eDir)
    .filter((f) => f.endsWith('.e2e.ts'))
    .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
    .sort()
    .map((f) => resolve(e2eDir, f));
}

async function main(): Promise<number> {
  if (!existsSync(resolve(siteDir, 'index.html'))) {
    console.error(`No built site at ${siteDir}: run \`pnpm build\` first.`);
    return 1;
  }
  const files = journeyFiles();
  if (files.length === 0) {
    console.error('No journey files matched.');
    return 1;
  }
  // The page screenshots of this run only (CI keeps out/ as its artifact folder); a run without
  // the pages journey leaves them alone.
  if (!process.env.E2E_SCREENSHOT_DIR && files.some((f) => f.endsWith('pages.e2e.ts'))) {
    rmSync(resolve(repoRoot, 'out/screenshots'), { recursive: true, force: true });
  }
  let api: RunningApi | undefined;
  let browser: BrowserServer | undefined;
  const cleanup = async () => {
    await browser?.close().catch(() => undefined);
    await api?.stop().catch(() => undefined);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    void cleanup().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const started = Date.now();
    // Started together; each is kept as soon as it is up, so a failure of the other still stops it.
    const starting = [startApi().then((a) => (api = a)), launchBrowserServer().then((b) => (browser = b))];
    await Promise.all(starting.map((p) => p.catch(() => undefined)));
    await Promise.all(starting);
    if (!api || !browser) throw new Error('The API or Chromium did not start.');
    console.log(`e2e: API at ${api.baseUrl} (healthy after ${Date.now() - started} ms), Chromium ready`);
    const tsx = resolve(repoRoot, 'apps/site/node_modules/.bin/tsx');
    const code = await new Promise<number>((done) => {
      const runner = spawn(tsx, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
        cwd: resolve(repoRoot, 'apps/site'),
        stdio: 'inherit',
        env: {
          ...process.env,
          [E2E_ENV.baseUrl]: api!.baseUrl,
          [E2E_ENV.browserWs]: browser!.wsEndpoint(),
        },
      });
      runner.once('exit', (c, signal) => done(c ?? (signal ? 1 : 0)));
    });
    if (code !== 0 && process.env.E2E_SHOW_API_LOG !== 'false') {
      console.error('--- API output (last lines) ---\n' + api.log().split('\n').slice(-40).join('\n'));
    }
    return code;
  } catch (error) {
    console.error(error);
    return 1;
  } finally {
    await cleanup();
  }
}

process.exitCode = await main();
