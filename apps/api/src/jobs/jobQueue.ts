import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database, Db } from '../db/client.ts';
import { bossDb, transactionDb, type Tx } from './sqlAdapters.ts';

/**
 * The queues and what their jobs carry (notifications/messageJobs.ts, webhooks/delivery.ts,
 * batches/batchJob.ts, statements/statementJobs.ts).
 */
const QUEUES = ['email', 'sms', 'webhook', 'batch', 'statements'] as const;
type QueueName = (typeof QUEUES)[number];
/** Where a job lands after its last retry: kept (not worked) for a person to look at. */
const deadLetterOf = (name: QueueName) => `${name}-dead`;

export interface JobSettings {
  /** QUEUE_WORKERS=false: this process queues jobs but does not work them. */
  workers: boolean;
  /** QUEUE_POLL_SECONDS: how often an idle worker asks for jobs. */
  pollSeconds: number;
  /** QUEUE_RETRY_LIMIT: retries after the first attempt before the dead letter. */
  retryLimit: number;
  /** QUEUE_RETRY_DELAY_SECONDS: first retry delay; doubles each retry (with jitter). */
  retryDelaySeconds: number;
  /** QUEUE_EXPIRE_SECONDS: a job active longer (its process died) goes back to retry. */
  expireSeconds: number;
  /** QUEUE_MAINTENANCE_SECONDS: how often expired jobs are found and old ones archived. */
  maintenanceSeconds: number;
}

export const DEFAULT_JOB_SETTINGS: JobSettings = {
  workers: true,
  pollSeconds: 2,
  retryLimit: 8,
  retryDelaySeconds: 30,
  expireSeconds: 300,
  maintenanceSeconds: 60,
};

/**
 * What a handler returns: writes to commit together with the job's completion (the delivery
 * record), so "sent" and "done" are one transaction.
 */
export type AfterWork = (tx: Tx) => Promise<void>;
type JobHandler = (
  data: unknown,
  job: { id: string; retryCount: number },
) => Promise<AfterWork | void>;

/** A job to queue: its queue, what it carries, and the key that makes it once-only. */
export interface QueuedJob {
  name: QueueName;
  data: object;
  key: string;
  /** Not worked before this time (a message held through the quiet hours). */
  startAfter?: Date;
}

export interface JobQueue {
  /**
   * Queues a job once per `key` (the job id is derived from it; a second send with the same key
   * is a no-op answering false). With `tx` the job commits or rolls back with the caller's writes.
   */
  send(name: QueueName, data: object, key: string, tx?: Tx | Db): Promise<boolean>;
  /**
   * Queues several jobs in one statement, each once per its `key` as with send (a key queued
   * before is skipped). With `tx` they commit or roll back with the caller's writes.
   */
  sendAll(jobs: readonly QueuedJob[], tx?: Tx | Db): Promise<void>;
  work(name: QueueName, handler: JobHandler): void;
  /** Works every job that is due now, then returns (tests; the pollers do this on their own). */
  drain(): Promise<void>;
  /** Stops polling and waits for jobs in hand; sends still work until the database closes. */
  stop(): Promise<void>;
}

/** A stable UUID for a key: pg-boss ignores an insert whose (queue, id) exists. */
export function jobIdOf(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\0${key}`).digest('hex');
  // Version 5-style layout (name-based, SHA) so it is a well-formed UUID.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The job queue: pg-boss 10 (the last major that runs on Node 20) in the app's own database,
 * over PostgreSQL or the embedded PGlite alike (sqlAdapters.ts). Claims use SELECT ... FOR
 * UPDATE SKIP LOCKED, so any number of processes work one queue and no job is handed out twice
 * while it is active; a failed job is retried with exponential back-off and, after its last
 * retry, copied to `<queue>-dead`. Our own poll loop (not boss.work) lets drain() and stop()
 * wait for exactly the jobs in hand.
 */
export async function startJobQueue(
  database: Database,
  settings: JobSettings,
  log: Pick<Logger, 'error' | 'warn'>,
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: bossDb(database),
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: settings.maintenanceSeconds,
  });
  boss.on('error', (err: unknown) => log.error({ err }, 'job queue maintenance failed'));
  await boss.start();
  // Processes starting together on an empty database create the same queues at once; the
  // losing side of a lock-order clash is retried and then finds them made.
  await retryingStartupRaces(() => createQueues(boss, settings));

  const handlers = new Map<QueueName, JobHandler>();
  // One pass at a time per queue in this process: drain() waits for the poller's pass.
  const passes = new Map<QueueName, Promise<void>>();
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;

  async function runOne(name: QueueName, job: PgBoss.JobWithMetadata): Promise<void> {
    const handler = handlers.get(name)!;
    try {
      const after = await handler(job.data, { id: job.id, retryCount: job.retryCount });
      await database.db.transaction(async (tx) => {
        await after?.(tx);
        await boss.complete(name, job.id, {}, { db: transactionDb(tx) });
      });
    } catch (err) {
      log.warn({ err, queue: name, job: job.id, retry: job.retryCount }, 'job failed');
      const message = err instanceof Error ? err.message : String(err);
      await boss.fail(name, job.id, { message });
    }
  }

  async function pass(name: QueueName): Promise<void> {
    // Checked before each fetch, never after: a job in hand is always finished or failed.
    while (!stopping) {
      const jobs = await boss.fetch<object>(name, { batchSize: 10, includeMetadata: true });
      if (jobs.length === 0) return;
      for (const job of jobs) await runOne(name, job);
    }
  }

  function exclusive(name: QueueName): Promise<void> {
    const next = (passes.get(name) ?? Promise.resolve()).then(() => pass(name));
    const settled = next.catch((err: unknown) =>
      log.error({ err, queue: name }, 'job poll failed'),
    );
    passes.set(name, settled);
    return settled;
  }

  function schedule(): void {
    timer = setTimeout(() => {
      void Promise.all([...handlers.keys()].map(exclusive)).then(() => {
        if (!stopping) schedule();
      });
    }, settings.pollSeconds * 1000);
    timer.unref();
  }

  return {
    async send(name, data, key, tx) {
      const id = await boss.send(name, data, {
        id: jobIdOf(name, key),
        ...(tx ? { db: transactionDb(tx) } : {}),
      });
      return id !== null;
    },
    async sendAll(list, tx) {
      if (list.length === 0) return;
      // pg-boss's insert: one INSERT ... SELECT FROM json_to_recordset, ON CONFLICT DO NOTHING,
      // with the queues' own retry, expiry, retention and dead-letter settings, as send has.
      await boss.insert(
        list.map(({ name, data, key, startAfter }) => ({
          id: jobIdOf(name, key),
          name,
          data,
          ...(startAfter ? { startAfter } : {}),
        })),
        tx ? { db: transactionDb(tx) } : {},
      );
    },
    work(name, handler) {
      handlers.set(name, handler);
      if (settings.workers && !timer && !stopping) schedule();
    },
    async drain() {
      await Promise.all([...handlers.keys()].map(exclusive));
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await Promise.all(passes.values());
      await boss.stop({ graceful: false, close: false, wait: true });
    },
  };
}

/** The queues and their dead letters, created or brought up to the current settings. */
async function createQueues(boss: PgBoss, settings: JobSettings): Promise<void> {
  for (const name of QUEUES) {
    // Dead letters are kept a year: they are the record of what never went out.
    await boss.createQueue(deadLetterOf(name), { name: deadLetterOf(name), retentionDays: 365 });
    const options: PgBoss.Queue = {
      name,
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: settings.expireSeconds,
      retentionDays: 14,
      deadLetter: deadLetterOf(name),
    };
    await boss.createQueue(name, options);
    // createQueue leaves an existing queue as it was: changed settings go through update.
    await boss.updateQueue(name, options);
  }
}

/**
 * Deadlock, or a unique or duplicate-table clash: what two processes creating the same queue
 * partitions at the same moment run into (found by the cluster test, both nodes starting).
 */
const STARTUP_RACES = new Set(['40P01', '23505', '42P07']);

async function retryingStartupRaces(work: () => Promise<void>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      const code = (err as { code?: unknown } | null)?.code;
      if (attempt >= attempts || typeof code !== 'string' || !STARTUP_RACES.has(code)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 250));
    }
  }
}
