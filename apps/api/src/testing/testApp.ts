import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { pgliteDatabase, type Db } from '../db/client.ts';
import { openSnapshot, saveSnapshot } from './pgliteSnapshot.ts';
import { loadConfig, type Config } from '../config.ts';
import type { FileStore } from '../files/fileStore.ts';
import type { AppCaches } from '../cache/appCaches.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  db: Db;
  /** The app's private file store (DATA_DIR on PGlite, stored_files on PostgreSQL). */
  files: FileStore;
  /** The app's in-memory caches and their bus (cache/appCaches.ts). */
  caches: AppCaches;
  /** POST a JSON body to /api/website/<path>. */
  post(path: string, body?: unknown): Promise<LightMyRequestResponse>;
  get(path: string): Promise<LightMyRequestResponse>;
  /** A second app on this one's database, as a second API process: its own caches and pool. */
  twin(): Promise<Pick<TestApp, 'app' | 'post' | 'get' | 'caches' | 'close'>>;
  /** Works every queued job that is due (e-mails, SMS) before the test looks at the outbox. */
  drainJobs(): Promise<void>;
  /** The app's job queue (use cases that queue work take it). */
  jobs: JobQueue;
  close(): Promise<void>;
}

/** Runs one statement on the server's maintenance database, so DATABASE_URL's own need not exist. */
export async function onServer(url: string, statement: string): Promise<void> {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Secrets of test servers: DATABASE_URL requires them (system/requiredSecrets.ts). */
export const TEST_SECRETS = {
  LABEL_TOKEN_SECRET: 'test-label-token-secret-0123456789abcdef',
  SESSION_SECRET: 'test-session-secret-0123456789abcdef0123',
} as const;

/**
 * A fresh app for one test file: PGlite in memory by default; with DATABASE_URL, a new
 * database on that server (dropped on close), so test runs never see each other's rows.
 */
export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'courier-api-test-'));
  const serverUrl = process.env.DATABASE_URL || undefined;
  let databaseUrl: string | undefined;
  let database: string | undefined;
  if (serverUrl) {
    const url = new URL(serverUrl);
    database = `${url.pathname.slice(1) || 'test'}_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE "${database}"`);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    databaseUrl,
    pgliteInMemory: true,
    siteDir: undefined,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    smtpUrl: undefined,
    // Off: a test's SMS must not wait for the morning because the suite runs at night in Kuwait.
    quietHours: null,
    vatPercent: 5,
    publicUrl: 'https://courier.test',
    sessionSecret: TEST_SECRETS.SESSION_SECRET,
    // Tests drain the queue themselves; the pollers only back them up.
    jobs: {
      workers: true,
      pollSeconds: 5,
      retryLimit: 2,
      retryDelaySeconds: 1,
      expireSeconds: 60,
      maintenanceSeconds: 60,
    },
    // Test files send hundreds of calls from one address; the rate-limit test sets its own.
    rateLimits: {
      bookingsPerHour: 100_000,
      paymentsPerHour: 100_000,
      enquiriesPerHour: 100_000,
      trackingPerMinute: 100_000,
      otherPerMinute: 100_000,
      uploadBytesPerHour: 0,
      documentsPerMinute: 100_000,
      unknownPathsPerMinute: 100_000,
      apiKeyPerMinute: 100_000,
      invitationsPerHour: 100_000,
    },
    ...overrides,
  };
  // Kept when a test replaces `shipping` wholesale: DATABASE_URL refuses to start without it.
  config.shipping = {
    ...config.shipping,
    labelTokenSecret: config.shipping.labelTokenSecret ?? TEST_SECRETS.LABEL_TOKEN_SECRET,
  };
  const pglite = databaseUrl ? undefined : await openSnapshot();
  const {
    app,
    database: opened,
    context,
  } = await buildApp(config, pglite ? { database: await pgliteDatabase(pglite.client) } : {});
  if (pglite && !pglite.fromSnapshot) await saveSnapshot(pglite.client);
  await app.ready();
  return {
    app,
    config,
    db: opened.db,
    files: context.files,
    caches: context.caches,
    drainJobs: () => context.jobs.drain(),
    jobs: context.jobs,
    post: (path, body) =>
      app.inject({
        method: 'POST',
        url: `/api/website/${path}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body ?? {}),
      }),
    get: (path) => app.inject({ method: 'GET', url: `/api/website/${path}` }),
    async twin() {
      const second = await buildApp(
        config,
        pglite ? { database: await pgliteDatabase(pglite.client) } : {},
      );
      await second.app.ready();
      return {
        app: second.app,
        caches: second.context.caches,
        post: (path, body) =>
          second.app.inject({
            method: 'POST',
            url: `/api/website/${path}`,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(body ?? {}),
          }),
        get: (path) => second.app.inject({ method: 'GET', url: `/api/website/${path}` }),
        close: () => second.app.close(),
      };
    },
    async close() {
      await app.close();
      if (pglite) await pglite.client.close();
      if (serverUrl && database)
        await onServer(serverUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
