/**
 * `pnpm test:e2e`: the journeys of both languages at once, each language in a Playwright run of
 * its own with its own API server and database on its own port.
 *
 * Why two runs and not two workers: the journeys of one language share one server and one
 * database and were written to run one after another (one worker), and Playwright cannot keep a
 * project on one worker. Two runs side by side keep that order inside each language while the
 * two languages overlap; one browser stream left half of the two cores idle (a whole run was
 * 11.6 minutes with the test processes busy about half the time).
 *
 * Arguments go to both runs (`pnpm test:e2e booking`). With `--project`, or with
 * E2E_ONE_RUN=1, there is one Playwright run, as before.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { LANGUAGES } from '@courier/domain/language';
import { freePort, portRange } from '../e2e/support/freePort.ts';
import { clearScreenshots } from '../e2e/support/screenshotDir.ts';

const siteRoot = resolve(import.meta.dirname, '..');
const repoRoot = resolve(siteRoot, '../..');
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const args = process.argv.slice(2);

function run(extraArgs: string[], env: NodeJS.ProcessEnv, prefix = ''): Promise<number> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [cli, 'test', ...extraArgs, ...args], {
      cwd: siteRoot,
      env: { ...process.env, ...env },
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream! }).on('line', (line) =>
          process.stdout.write(`${prefix}${line}\n`),
        );
      }
    }
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const oneRun =
  process.env.E2E_ONE_RUN === '1' ||
  args.some((arg) => arg === '--project' || arg.startsWith('--project='));
if (oneRun) process.exit(await run([], {}));

// Each run's server needs a port the other's does not take: chosen here, one after the other
// (a port is only taken once its server listens, so the second choice skips the first).
const ports: number[] = [];
while (ports.length < LANGUAGES.length) {
  const port = await freePort(...portRange(process.env.E2E_PORTS, [3300, 3399]));
  if (!ports.includes(port)) ports.push(port);
}

// A whole run starts with an empty screenshot folder; a filtered run adds to what is there.
if (args.length === 0) clearScreenshots();

const outputDir = process.env.E2E_OUTPUT_DIR || resolve(repoRoot, 'out/e2e-results');
const started = Date.now();
const results = await Promise.all(
  LANGUAGES.map(async (language, i) => {
    const code = await run(
      // A filter may match files of one language only (language.e2e.ts runs in Arabic only).
      ['--project', language, '--pass-with-no-tests'],
      {
        E2E_PORT: String(ports[i]),
        E2E_OUTPUT_DIR: resolve(outputDir, language),
        E2E_REPORT_DIR: resolve(repoRoot, 'out/e2e-report', language),
      },
      `${language} │ `,
    );
    return { language, code, seconds: Math.round((Date.now() - started) / 1000) };
  }),
);
for (const { language, code, seconds } of results)
  console.log(`${language}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`);
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
