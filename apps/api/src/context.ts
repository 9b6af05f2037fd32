import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './enquiries/mailer.ts';
import type { FileStore } from './files/fileStore.ts';
import type { AppCaches } from './cache/appCaches.ts';
import type { JobQueue } from './jobs/jobQueue.ts';
import type { CounterStore } from './http/rateLimitStore.ts';
import type { StatusNotifier } from './notifications/shipmentNotifications.ts';

/** What every route area receives from buildApp: the database, the config and the outbox. */
export interface AppContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Private files (files/createFileStore.ts): DATA_DIR, PostgreSQL or S3. */
  files: FileStore;
  /** In-memory settings, tariff and content, dropped in every process on a change (cache/). */
  caches: AppCaches;
  /** The job queue (jobs/jobQueue.ts): e-mails, SMS. */
  jobs: JobQueue;
  /** Queues a tracking event's customer messages in the event's transaction. */
  notifyStatus: StatusNotifier;
  /** The rate limits' shared counters (http/rateLimitStore.ts): per-key limits of /api/v1. */
  counters: CounterStore;
}
