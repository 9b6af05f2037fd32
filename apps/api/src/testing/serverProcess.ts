import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { snapshotPath } from './pgliteSnapshot.ts';
import { onServer, TEST_SECRETS } from './testApp.ts';

/** apps/api: where `node --import tsx src/main.ts` runs (as `pnpm start` does, without the build). */
export const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:PORT */
  url: string;
  output(): string;
  /** Resolves with the exit code (or signal name). */
  exited: Promise<number | string>;
}

/** Environment of a real server process for tests: API only, random port, info logs to parse. */
export function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: '0',
    HOST: '127.0.0.1',
    SITE_DIR: '',
    LOG_LEVEL: 'info',
    // Required with DATABASE_URL; on PGlite they replace the generated ones.
    ...TEST_SECRETS,
    ...extra,
  };
}

/**
 * Runs a script of apps/api in a child node process (tsx loader); `wrapper` is a command the node
 * command line is appended to (e.g. `unshare --pid --fork`, to run it as PID 1 of a namespace).
 */
export function runNode(
  script: string,
  env: NodeJS.ProcessEnv,
  args: string[] = [],
  wrapper: string[] = [],
) {
  const command = [...wrapper, process.execPath, '--import', 'tsx', script, ...args];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: API_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  return { child, output: () => text, exited };
}

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

/**
 * Starts src/main.ts and waits until it listens (its "Server listening at" log line) or exits.
 * No clock of its own: on a loaded machine a start takes what it takes, and the test's timeout
 * is the only bound (a server that hangs fails there, with its output in the message below).
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  wrapper: string[] = [],
): Promise<ServerProcess> {
  const run = runNode('src/main.ts', env, [], wrapper);
  const url = await new Promise<string>((resolve, reject) => {
    const look = () => {
      const match = LISTENING.exec(run.output());
      if (match) resolve(match[1]!);
    };
    run.child.stdout.on('data', look);
    run.child.stderr.on('data', look);
    run.exited.then(() => {
      look();
      reject(new Error(`The server exited before listening:\n${run.output()}`));
    }, reject);
  });
  return { ...run, url };
}

/** With DATABASE_URL: a scratch database on that server for one test file, and its drop. */
export async function scratchDatabase(): Promise<
  { url: string; drop(): Promise<void> } | undefined
> {
  const serverUrl = process.env.DATABASE_URL || undefined;
  if (!serverUrl) return undefined;
  const url = new URL(serverUrl);
  const name = `${url.pathname.slice(1) || 'test'}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * Fills DATA_DIR/pglite from the migrated and seeded test snapshot (when one exists), so a server
 * process starts in seconds instead of running initdb and the seeds in WASM.
 */
export async function preparePgliteDataDir(dataDir: string): Promise<void> {
  const snapshot = snapshotPath();
  if (!existsSync(snapshot)) return;
  const dir = join(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const client = new PGlite(dir, { loadDataDir: new Blob([await readFile(snapshot)]) });
  await client.waitReady;
  await client.close();
}
