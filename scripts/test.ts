/**
 * `pnpm test`: every stage in turn, stopping at the first that fails, then a table of how long
 * each took. CI's budget is spent here, so the table says which stage to make faster first.
 *
 * The checks (lint, format, types, knip for unused code) run side by side: none depends on another and each is mostly
 * one process waiting on one core. The journeys run each file in one language
 * (E2E_LANGUAGES=split); `pnpm test:e2e` runs every journey in both.
 */
import { spawn } from 'node:child_process';

interface Stage {
  name: string;
  /** pnpm arguments; several entries run at once. */
  commands: string[][];
}

const STAGES: Stage[] = [
  {
    name: 'lint, format, types, unused code',
    commands: [['lint'], ['format:check'], ['typecheck'], ['knip']],
  },
  { name: 'unit tests', commands: [['test:unit']] },
  { name: 'build', commands: [['build']] },
  { name: 'build tests', commands: [['test:build']] },
  // Each app's journeys run as two Playwright runs at once (one per language, each with its own
  // API server and database), which fills the two cores; four at once (2026-11-29) only made
  // every step slower and some waits time out.
  { name: 'site journeys', commands: [['test:e2e:site']] },
  { name: 'back-office journeys', commands: [['test:e2e:admin']] },
  // Two journeys: the offline run (Arabic) and the camera scan (English).
  { name: 'courier app journeys', commands: [['test:e2e:courier']] },
];

// Every journey once, each file in one language (the playwright configs' ARABIC_SHARE), unless
// the caller asks for both: E2E_LANGUAGES=both pnpm test.
process.env.E2E_LANGUAGES ||= 'split';

function pnpm(args: string[]): Promise<number> {
  return new Promise((done) => {
    const child = spawn('pnpm', args, { stdio: 'inherit' });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const taken: [string, number, string][] = [];
let failed: string | undefined;
for (const stage of STAGES) {
  const started = Date.now();
  const codes = await Promise.all(stage.commands.map(pnpm));
  const seconds = Math.round((Date.now() - started) / 1000);
  const ok = codes.every((code) => code === 0);
  taken.push([stage.name, seconds, ok ? 'passed' : 'FAILED']);
  if (!ok) {
    failed = stage.name;
    break;
  }
}

const width = Math.max(...taken.map(([name]) => name.length));
console.log('\nstage'.padEnd(width + 2) + 'seconds  result');
for (const [name, seconds, result] of taken)
  console.log(`${name.padEnd(width)}  ${String(seconds).padStart(7)}  ${result}`);
console.log(
  `${'total'.padEnd(width)}  ${String(taken.reduce((s, [, n]) => s + n, 0)).padStart(7)}`,
);
if (failed) {
  console.log(`\n${failed} failed; the stages after it did not run.`);
  process.exit(1);
}
