import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Config, loadConfig } from '../src/config.ts';
import { BENCH_RATE_LIMITS } from './benchRateLimits.ts';

/** The PostgreSQL server the benchmarks create their databases on. */
export const benchServerUrl =
  process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** One connection for `work`, closed afterwards whatever happens. */
export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface BenchDatabase {
  /** The new database's URL. */
  url: URL;
  /** The app's environment on it: a server database needs both secrets, so fresh random ones. */
  env: NodeJS.ProcessEnv;
  /** Drops the database (unless `keep`) and the data folder. */
  drop(options?: { keep?: boolean }): Promise<void>;
}

/**
 * A throwaway database `<name>_<pid>` on the benchmark server, and a temp data folder, so a
 * benchmark seeds at scale without touching any other database.
 */
export async function createBenchDatabase(name: string): Promise<BenchDatabase> {
  const database = `${name}_${process.pid}`;
  const maintenance = new URL(benchServerUrl);
  maintenance.pathname = '/postgres';
  const dataDir = await mkdtemp(join(tmpdir(), 'courier-bench-'));
  await withClient(maintenance.toString(), (c) => c.query(`CREATE DATABASE "${database}"`));
  const url = new URL(benchServerUrl);
  url.pathname = `/${database}`;
  return {
    url,
    env: {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      SITE_DIR: '',
      LABEL_TOKEN_SECRET: randomBytes(32).toString('base64'),
      SESSION_SECRET: randomBytes(32).toString('base64'),
    },
    async drop({ keep = false } = {}) {
      if (keep) console.log(`kept database ${database}`);
      else
        await withClient(maintenance.toString(), (c) =>
          c.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`),
        );
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app's configuration for a benchmark: request logs off (it measures the API, not log I/O)
 * and rate limits that never refuse the load.
 */
export function benchConfig(env: NodeJS.ProcessEnv): Config {
  return { ...loadConfig(env), logLevel: 'warn', rateLimits: BENCH_RATE_LIMITS };
}
