/**
 * `pnpm test:e2e:courier`: the phone app's journeys in both languages at once, each language in
 * a Playwright run of its own with its own API, database and port (globalSetup), as the back
 * office's run (apps/admin/e2e/run.ts). Arguments go to both runs; `--project=<language>` runs
 * that language alone.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@courier/domain/language';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const args = process.argv.slice(2);

/**
 * Each run's own slice of E2E_PORTS ('3600-3649'; 3900-3949 when unset, beside the site's
 * 3300-3399), so two servers never pick the same port.
 */
function portsOf(index: number): string {
  const range = /^(\d+)-(\d+)$/.exec(process.env.E2E_PORTS?.trim() || '3900-3949');
  if (!range) throw new Error(`E2E_PORTS is no range: ${process.env.E2E_PORTS}`);
  const [low, high] = [Number(range[1]), Number(range[2])];
  const size = Math.floor((high - low + 1) / LANGUAGES.length);
  return `${low + index * size}-${low + (index + 1) * size - 1}`;
}

function run(extra: string[], env: NodeJS.ProcessEnv, prefix: string): Promise<number> {
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      [cli, 'test', '-c', 'e2e/playwright.config.ts', ...extra, ...args],
      {
        cwd: resolve(here, '..'),
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) =>
        process.stdout.write(`${prefix}${line}\n`),
      );
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const chosen = args.find((arg) => arg.startsWith('--project'));
const started = Date.now();
const results = await Promise.all(
  LANGUAGES.filter((language) => !chosen || chosen.endsWith(`=${language}`)).map(
    async (language, i) => {
      const env: NodeJS.ProcessEnv = {
        E2E_OUTPUT_DIR: resolve(repoRoot, 'out/playwright-courier', language),
        E2E_PORTS: portsOf(i),
      };
      const code = await run(chosen ? [] : [`--project=${language}`], env, `${language} │ `);
      return { language, code, seconds: Math.round((Date.now() - started) / 1000) };
    },
  ),
);
for (const { language, code, seconds } of results)
  console.log(`${language}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`);
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
