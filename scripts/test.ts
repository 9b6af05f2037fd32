/**
 * `pnpm test`: every stage in turn, stopping at the first that fails, then a table of how long
 * each took. CI's budget is spent here, so the table says which stage to make faster first.
 *
 * The checks (lint, format, types, knip for unused code) run side by side: none depends on another and each is mostly
 * one process waiting on one core.
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
  // The site's Arabic run is the long pole (145 journeys to English's 107); alone at its end it
  // used one core of two. The back office's runs fill that core: each has its own ports, API
  // server and database (E2E_PORTS 3300-3399 and 3400-3499).
  { name: 'site and back-office journeys', commands: [['test:e2e:site'], ['test:e2e:admin']] },
];

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
