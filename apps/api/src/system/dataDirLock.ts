import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'courier.lock';

/** Thrown when a live process already holds DATA_DIR; the message names the folder and the holder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another process (PID ${holderPid}). ` +
        'Embedded PGlite allows one process per data folder: stop that process, or give this one another DATA_DIR ' +
        '(or set DATABASE_URL to share a PostgreSQL server).',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

/** True while a process with this PID exists (EPERM: it exists but belongs to another user). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(path: string): number | undefined {
  try {
    const pid = Number(JSON.parse(readFileSync(path, 'utf8')).pid);
    return Number.isInteger(pid) ? pid : undefined;
  } catch {
    // Unreadable or half-written (a holder that died while writing it): no live holder named.
    return undefined;
  }
}

/**
 * Takes DATA_DIR/courier.lock exclusively: created with 'wx' (atomic, fails when it exists) and
 * holding our PID. A lock whose PID is no longer running (kill -9, power loss) is moved aside and
 * taken over; a live holder makes this throw DataDirLockedError. Released on close and on exit.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      try {
        writeSync(fd, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
      } finally {
        closeSync(fd);
      }
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        // Only our own lock goes: never one a later process took over.
        if (holderOf(path) === process.pid) {
          try {
            unlinkSync(path);
          } catch {
            /* already gone */
          }
        }
      };
      process.on('exit', release);
      return { path, release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = holderOf(path);
    if (holder !== undefined && holder !== process.pid && isAlive(holder))
      throw new DataDirLockedError(dataDir, holder);
    if (holder === process.pid) throw new DataDirLockedError(dataDir, holder);
    // Stale: moved aside under a unique name first, so two processes recovering it at once cannot
    // both delete a lock the other has just created; the loser finds the winner's live lock next.
    const aside = `${path}.stale-${process.pid}-${Date.now()}`;
    try {
      renameSync(path, aside);
      const moved = holderOf(aside);
      if (moved !== undefined && moved !== holder && isAlive(moved)) {
        // We moved a lock a live process had just taken: put it back and give way.
        renameSync(aside, path);
        throw new DataDirLockedError(dataDir, moved);
      }
      unlinkSync(aside);
    } catch (err) {
      if (err instanceof DataDirLockedError) throw err;
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  throw new Error(`Could not take the lock ${path}.`);
}
