import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { customers, staffUsers } from '../db/schema/index.ts';
import {
  preparePgliteDataDir,
  runNode,
  serverEnv,
  startServer,
  type ServerProcess,
} from '../testing/serverProcess.ts';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE, pidFileLock } from './dataDirLock.ts';

// The lock is PGlite's (one process per data folder); with DATABASE_URL every process and the
// CLI share the PostgreSQL server, so there is nothing to lock and this file does not apply.
const pglite = !process.env.DATABASE_URL;

/**
 * Process tests wait for conditions (the server's listening line, an exit), never for a time;
 * this only stops a hung run, and is far beyond what a start takes on a loaded 2-core machine.
 */
const HANG_GUARD_MS = 15 * 60_000;

/** A new PID namespace, so the server is PID 1 as in a container; undefined when it can be made. */
const NAMESPACE = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child'];
function namespaceRefusal(): string | undefined {
  const probe = spawnSync(NAMESPACE[0]!, [...NAMESPACE.slice(1), 'true'], { encoding: 'utf8' });
  if (probe.error) return `${NAMESPACE[0]} is not installed (${probe.error.message})`;
  return probe.status === 0 ? undefined : `unshare --pid was refused: ${probe.stderr.trim()}`;
}

/** The host PID of the process unshare forked: PID 1 inside its namespace. */
async function namespaceInit(unsharePid: number): Promise<number> {
  const children = await readFile(`/proc/${unsharePid}/task/${unsharePid}/children`, 'utf8');
  return Number(children.trim().split(/\s+/)[0]);
}

const started: ServerProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const s of started) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'courier-lock-'));
  dirs.push(dir);
  return dir;
};

describe('DATA_DIR lock', () => {
  it('is taken atomically, refused to a live holder, released, and recovered from a dead PID', async () => {
    const dir = await tempDir();
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    // A lock left by a process that no longer runs is taken over.
    await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid: 2 ** 22 + 12345 }));
    const again = acquireDataDirLock(dir);
    expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    again.release();
  });

  it('takes over a stale lock naming this very PID (a restarted container is PID 1 again)', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid }));
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it('without flock(1), the PID file lock also takes over its own PID left by a previous life', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid }));
    const lock = pidFileLock(dir);
    expect(() => pidFileLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    await expect(readFile(join(dir, LOCK_FILE))).rejects.toThrow();
  });

  it.runIf(pglite)(
    'a server that was PID 1 of its namespace (a container) and was killed with SIGKILL starts again on its DATA_DIR',
    async ({ skip }) => {
      const refusal = namespaceRefusal();
      if (refusal) skip(refusal);
      const dir = await tempDir();
      await preparePgliteDataDir(dir);
      const env = serverEnv({ DATA_DIR: dir });
      const first = await startServer(env, NAMESPACE);
      started.push(first);
      // The lock names PID 1, as in the container; the second life will be PID 1 as well.
      expect(JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8')).pid).toBe(1);
      process.kill(await namespaceInit(first.child.pid!), 'SIGKILL');
      await first.exited;

      const second = await startServer(env, NAMESPACE);
      started.push(second);
      expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
      // Still one holder at a time: a third process on the folder is refused while it runs.
      const third = runNode('src/main.ts', env);
      expect(await third.exited).toBe(1);
      expect(third.output()).toContain(`DATA_DIR ${dir} is in use by another process (PID 1)`);
      process.kill(await namespaceInit(second.child.pid!), 'SIGTERM');
      await second.exited;
    },
    HANG_GUARD_MS,
  );

  it.runIf(pglite)(
    'a second server on the same folder exits naming the folder and the holder; the CLI works through the running server; a kill -9 lock is recovered',
    async () => {
      const dir = await tempDir();
      await preparePgliteDataDir(dir);
      const env = serverEnv({ DATA_DIR: dir });
      const first = await startServer(env);
      started.push(first);

      const second = runNode('src/main.ts', env);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(
        `DATA_DIR ${dir} is in use by another process (PID ${first.child.pid})`,
      );

      const cli = runNode(
        'src/cli/customerCreate.ts',
        { ...env, CUSTOMER_PASSWORD: 'Dana#2026pw' },
        [
          ...[
            '--user',
            'dana',
            '--company',
            'Dana WLL',
            '--contact',
            'Dana',
            '--city',
            'Kuwait City',
          ],
          ...['--phone', '+96522223333', '--email', 'dana@example.com', '--account', 'KWI-400001'],
        ],
      );
      expect(await cli.exited).toBe(0);
      expect(cli.output()).toContain(`through the running server, PID ${first.child.pid}`);

      const login = (server: ServerProcess) =>
        fetch(`${server.url}/api/website/customer_login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ Userid: 'dana', Password: 'Dana#2026pw' }),
        });
      expect((await login(first)).status).toBe(200);

      // The back office's first admin comes the same way while the server runs.
      const staffCli = runNode(
        'src/cli/staffCreate.ts',
        { ...env, STAFF_PASSWORD: 'Staff#2026pw!' },
        [...['--user', 'amal', '--role', 'admin', '--name', 'Amal']],
      );
      expect(await staffCli.exited).toBe(0);
      expect(staffCli.output()).toContain(`through the running server, PID ${first.child.pid}`);

      first.child.kill('SIGKILL');
      await first.exited;
      // The dead holder's lock is recovered by the next opener, and the CLI's account is in the
      // one database (not in a second copy of it).
      const database = await openDatabase({ databaseUrl: undefined, dataDir: dir });
      try {
        const [row] = await database.db
          .select()
          .from(customers)
          .where(eq(customers.userId, 'dana'));
        const [staff] = await database.db
          .select()
          .from(staffUsers)
          .where(eq(staffUsers.username, 'amal'));
        expect(staff?.role).toBe('admin');
        expect(row?.accountNo).toBe('KWI-400001');
      } finally {
        await database.close();
      }
      await expect(readFile(join(dir, LOCK_FILE))).rejects.toThrow();
    },
    HANG_GUARD_MS,
  );
});
