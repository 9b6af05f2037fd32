import { dueStatementMonth, type StatementMonth } from '@courier/domain/statements';
import type { AppContext } from '../context.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import { accountsDue, generateStatement } from './statements.ts';

/**
 * The `statements` queue (docs/statements.md). Time-based work has no cron here (pg-boss runs
 * with `schedule: false`): every API process sends a month job once an hour, keyed by the month
 * it is for, so however many processes tick, the month has one job (pg-boss ignores a second
 * insert of the same job id). That job, worked by whichever process claims it, queues one job
 * per account with activity in the month and no statement yet, each keyed by account and month
 * and retried by the queue on its own.
 */
type StatementJob =
  | { kind: 'month'; month: StatementMonth }
  | { kind: 'account'; month: StatementMonth; customerId: number };

/** How often each process asks for the month's statements. */
const TICK_MS = 3_600_000;

/**
 * The tick: queues the month job of the month before Kuwait's current one. The 1st's first tick
 * makes the statements; on a later day (no process ran on the 1st, or a new account's row turned
 * up) the job finds what is missing and makes only that.
 */
export async function queueDueStatements(jobs: JobQueue, now = new Date()): Promise<boolean> {
  const month = dueStatementMonth(now);
  const data: StatementJob = { kind: 'month', month };
  return jobs.send('statements', data, `month:${month}`);
}

/** Works the queue: a month job fans out, an account job makes that account's statement. */
export function registerStatementWorker(context: Pick<AppContext, 'db' | 'jobs' | 'caches'>): void {
  const { db, jobs, caches } = context;
  jobs.work('statements', async (raw) => {
    const job = raw as StatementJob;
    if (job.kind === 'month') {
      const due = await accountsDue(db, job.month);
      await jobs.sendAll(
        due.map((customerId) => ({
          name: 'statements' as const,
          data: { kind: 'account', month: job.month, customerId } satisfies StatementJob,
          key: `account:${customerId}:${job.month}`,
        })),
      );
      return;
    }
    const { vatPercent } = await caches.settings.get();
    await generateStatement(db, {
      customerId: job.customerId,
      month: job.month,
      by: 'job',
      vatPercent,
      mode: 'keep',
    });
  });
}

/** The first tick after a start: a process restarted more often than hourly still ticks. */
const FIRST_TICK_MS = 60_000;

/** This process's ticks, a minute after the start and then hourly (stopped with the app). */
export function startStatementTick(
  jobs: JobQueue,
  onError: (err: unknown) => void,
): { stop(): void } {
  const tick = () => void queueDueStatements(jobs).catch(onError);
  let timer: NodeJS.Timeout = setTimeout(() => {
    tick();
    timer = setInterval(tick, TICK_MS);
    timer.unref();
  }, FIRST_TICK_MS);
  timer.unref();
  return { stop: () => clearTimeout(timer) };
}
