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

/** Runs a script of apps/api in a child node process (tsx loader). */
export function runNode(script: string, env: NodeJS.ProcessEnv, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
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

/** Starts src/main.ts and waits until it listens (its "Server listening at" log line). */
export async function startServer(
  env: NodeJS.ProcessEnv,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const run = runNode('src/main.ts', env);
  const started = Date.now();
  for (;;) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(run.output());
    if (match) return { ...run, url: match[1]! };
    if (run.child.exitCode !== null || run.child.signalCode !== null)
      throw new Error(`The server exited before listening:\n${run.output()}`);
    if (Date.now() - started > timeoutMs) {
      run.child.kill('SIGKILL');
      throw new Error(`The server did not listen within ${timeoutMs} ms:\n${run.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
