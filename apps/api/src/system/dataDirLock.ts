import { spawnSync } from 'node:child_process';
import {
  closeSync,
  constants,
  fstatSync,
  ftruncateSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'courier.lock';

/** Thrown when a live process already holds DATA_DIR; the message names the folder and the holder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    /** As the holder wrote it (its own PID namespace's number); unknown while it is writing it. */
    readonly holderPid: number | undefined,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another process (PID ${holderPid ?? 'unknown'}). ` +
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
function isAlive(pid: number): boolean {
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

const lockText = () => JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() });

/**
 * flock(2) on `fd`, taken by util-linux's flock(1) on the descriptor this process lends it: the
 * lock belongs to the open file, not to the helper, so it stays after the helper exits and lasts
 * until this process closes the file, or dies in any way (kill -9 included: the kernel closes
 * its files). Node has no flock of its own; this spares a native module.
 */
function flockExclusive(fd: number): 'taken' | 'busy' | 'no-flock' {
  const run = spawnSync('flock', ['--exclusive', '--nonblock', '3'], {
    stdio: ['ignore', 'ignore', 'pipe', fd],
  });
  if (run.error) {
    if ((run.error as NodeJS.ErrnoException).code === 'ENOENT') return 'no-flock';
    throw run.error;
  }
  if (run.status === 0) return 'taken';
  if (run.status === 1) return 'busy';
  throw new Error(`flock(1) failed on the DATA_DIR lock: ${run.stderr.toString().trim()}`);
}

/** Whether `path` still names the file open on `fd` (a releasing holder may have removed it). */
function stillAt(fd: number, path: string): boolean {
  try {
    const open = fstatSync(fd);
    const named = statSync(path);
    return open.ino === named.ino && open.dev === named.dev;
  } catch {
    return false;
  }
}

/**
 * Takes DATA_DIR/courier.lock exclusively for the life of this process. The lock is held by the
 * operating system (an exclusive flock on the open file), so whatever ends the holder, kill -9 or
 * a container restart included, ends the lock with it: no PID has to be judged alive or dead,
 * which fails in a container, where every start is PID 1 and a stale file names this very PID.
 * The PID written in the file only names the holder in the refusal. A live holder makes this
 * throw DataDirLockedError. Released on close and on exit. Where flock(1) is missing (macOS,
 * Windows), the PID file alone decides (pidFileLock).
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt++) {
    const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o600);
    let kept = false;
    try {
      const outcome = flockExclusive(fd);
      if (outcome === 'no-flock') return pidFileLock(dataDir);
      if (outcome === 'busy') throw new DataDirLockedError(dataDir, holderOf(path));
      // Locked a file its holder removed as we opened it: a new one may be at the path now.
      if (!stillAt(fd, path)) continue;
      ftruncateSync(fd, 0);
      writeSync(fd, lockText(), 0);
      kept = true;
      return heldLock(path, fd);
    } finally {
      if (!kept) closeSync(fd);
    }
  }
  throw new Error(`Could not take the lock ${path}.`);
}

function heldLock(path: string, fd: number): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // Removed while still locked, then closed: an opener of the old file finds it gone and
    // tries again (stillAt), so two holders can never each have a file of their own.
    if (stillAt(fd, path)) {
      try {
        unlinkSync(path);
      } catch {
        /* already gone */
      }
    }
    closeSync(fd);
  };
  process.on('exit', release);
  return { path, release };
}

/** Folders this process holds through pidFileLock: its own PID in a lock file means stale otherwise. */
const heldByPid = new Set<string>();

/**
 * Without flock(1): DATA_DIR/courier.lock created with 'wx' (atomic, fails when it exists) and
 * holding our PID. A lock whose PID is no longer running is moved aside and taken over; one naming
 * our own PID that this process does not hold is a previous life's (a restarted container).
 */
export function pidFileLock(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  if (heldByPid.has(path)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      try {
        writeSync(fd, lockText());
      } finally {
        closeSync(fd);
      }
      heldByPid.add(path);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldByPid.delete(path);
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
    // Stale: moved aside under a unique name first, so two processes recovering it at once cannot
    // both delete a lock the other has just created; the loser finds the winner's live lock next.
    const aside = `${path}.stale-${process.pid}-${Date.now()}`;
    try {
      renameAside(path, aside, holder, dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) throw err;
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  throw new Error(`Could not take the lock ${path}.`);
}

function renameAside(path: string, aside: string, holder: number | undefined, dataDir: string) {
  renameSync(path, aside);
  const moved = holderOf(aside);
  if (moved !== undefined && moved !== holder && isAlive(moved)) {
    // We moved a lock a live process had just taken: put it back and give way.
    renameSync(aside, path);
    throw new DataDirLockedError(dataDir, moved);
  }
  unlinkSync(aside);
}
