import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CUSTOMER } from '../packages/demo-data/src/customers.ts';
import { loopbackUrl } from '../apps/api/src/system/controlFile.ts';
import { DEFAULT_PORT, listenHost } from '../apps/api/src/system/listenAddress.ts';
import { readyBanner } from './start/banner.ts';
import { decideBuild, packageBuildHash } from './start/buildState.ts';

/**
 * `pnpm start`: build the site, the back office and the API server when their sources changed
 * since the last build (each build's output goes to a log file, one line per package here), then
 * start the API's build with plain node and print where everything is once it answers.
 * `pnpm start --rebuild` builds in any case.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stateDir = join(root, 'node_modules', '.cache', 'courier-start');

interface Target {
  label: string;
  name: string;
  dir: string;
  /** The file its build writes last: present means the build finished. */
  output: string;
}

const TARGETS: Target[] = [
  {
    label: 'site',
    name: '@courier/site',
    dir: join(root, 'apps/site'),
    output: join(root, 'apps/site/dist/server/entry-server.js'),
  },
  {
    label: 'back office',
    name: '@courier/admin',
    dir: join(root, 'apps/admin'),
    output: join(root, 'apps/admin/dist/index.html'),
  },
  {
    label: 'courier app',
    name: '@courier/courier',
    dir: join(root, 'apps/courier'),
    output: join(root, 'apps/courier/dist/index.html'),
  },
  {
    // The server as one module (apps/api/scripts/bundle.ts): plain node starts it without
    // compiling its TypeScript through tsx's module hooks.
    label: 'API',
    name: '@courier/api',
    dir: join(root, 'apps/api'),
    output: join(root, 'apps/api/dist/main.js'),
  },
];

interface Stamp {
  hash: string;
  /** mtime of the output file when the stamp was written: a build made by hand since differs. */
  outputTime: number;
}

const stampPath = (target: Target) =>
  join(stateDir, `${target.label.replace(' ', '-').toLowerCase()}.json`);
const logPath = (target: Target) =>
  join(stateDir, `${target.label.replace(' ', '-').toLowerCase()}.log`);
const outputTime = (target: Target) =>
  existsSync(target.output) ? statSync(target.output).mtimeMs : undefined;

function readStamp(target: Target): Stamp | undefined {
  try {
    return JSON.parse(readFileSync(stampPath(target), 'utf8')) as Stamp;
  } catch {
    return undefined;
  }
}

function run(command: string, args: string[], log: string): Promise<number> {
  const out = createWriteStream(log);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code) => out.end(() => resolve(code ?? 1)));
  });
}

/** Builds the target unless its last build is current; true when it built. */
async function buildIfChanged(target: Target, force: boolean): Promise<boolean> {
  const started = Date.now();
  const hash = packageBuildHash(root, target.dir);
  const stamp = readStamp(target);
  const current = outputTime(target);
  const decision = decideBuild({
    currentHash: hash,
    storedHash: stamp && stamp.outputTime === current ? stamp.hash : undefined,
    outputPresent: current !== undefined,
    force,
  });
  if (!decision.build) {
    console.log(`  ${target.label}: up to date`);
    return false;
  }
  const log = logPath(target);
  console.log(`  ${target.label}: building (${decision.reason}), log in ${relative(root, log)}`);
  const code = await run('pnpm', ['--filter', target.name, 'build'], log);
  const seconds = Math.round((Date.now() - started) / 1000);
  if (code !== 0) {
    console.error(`  ${target.label}: build FAILED after ${seconds} s; see ${log}`);
    process.exit(code);
  }
  writeFileSync(stampPath(target), JSON.stringify({ hash, outputTime: outputTime(target) }));
  console.log(`  ${target.label}: built in ${seconds} s`);
  return true;
}

async function waitUntilAnswering(url: string, server: ReturnType<typeof spawn>): Promise<void> {
  for (;;) {
    if (server.exitCode !== null) process.exit(server.exitCode);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const force = process.argv.includes('--rebuild');
mkdirSync(stateDir, { recursive: true });
console.log('Checking the builds of the site, the back office and the API...');
const buildStarted = Date.now();
const built = await Promise.all(TARGETS.map((target) => buildIfChanged(target, force)));
const builtSomething = built.includes(true);
const buildSeconds = Math.round((Date.now() - buildStarted) / 1000);

const host = listenHost(process.env);
const port = Number(process.env.PORT || DEFAULT_PORT);
console.log('Starting the server...');
const serverStarted = Date.now();
// Without --enable-source-maps: reading the bundle's source map costs a start about 10% more CPU.
// Stacks name the bundle's lines; NODE_OPTIONS=--enable-source-maps maps them to the sources.
const server = spawn(process.execPath, ['dist/main.js'], {
  cwd: join(root, 'apps/api'),
  stdio: 'inherit',
  env: { ...process.env, HOST: host },
});
// Ctrl+C reaches the server from the terminal itself (it signals the whole process group): a
// second SIGINT from here would cut its clean shutdown short. Signals sent to this process alone
// are passed on.
process.on('SIGINT', () => {});
for (const signal of ['SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

await waitUntilAnswering(loopbackUrl(host, port), server);
// The demo customer is seeded on embedded PGlite, and on a server with SEED_DEMO=true.
const demoSeeded = !process.env.DATABASE_URL || process.env.SEED_DEMO === 'true';
console.log(
  readyBanner({
    host,
    port,
    demoCustomer: demoSeeded ? DEMO_CUSTOMER : undefined,
    buildSeconds: builtSomething ? buildSeconds : 0,
    startSeconds: Math.round((Date.now() - serverStarted) / 1000),
  }),
);
