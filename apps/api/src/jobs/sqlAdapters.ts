import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Database, Db } from '../db/client.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * pg-boss's `db` option over the app's own connection: the pg pool on PostgreSQL, the embedded
 * PGlite otherwise (pg-boss has no driver for it). pg-boss sends parameterless multi-statement
 * scripts (its migrations, `BEGIN; ...; COMMIT` with advisory locks): PGlite runs those through
 * exec() and the last statement's rows are the answer, as pg's simple protocol gives them.
 */
export function bossDb(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === 'postgres') {
    const pool = client as pg.Pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = client as PGlite;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/** The `$1, $2` text pg-boss builds, as drizzle SQL with the same values bound. */
function boundSql(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQLChunk[] = parts.map((part, i) =>
    // Bound explicitly: an undefined value (pg's null) would vanish from a sql`` template.
    i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1] ?? null),
  );
  return sql.join(chunks);
}

/**
 * pg-boss's `db` option inside a drizzle transaction: a job sent through it commits or rolls
 * back with the booking or scan that caused it (no e-mail for a booking that did not happen,
 * and none lost for one that did).
 */
export function transactionDb(tx: Tx | Db): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = (await tx.execute(boundSql(text, values ?? []))) as unknown as {
        rows: unknown[];
      };
      return { rows: result.rows };
    },
  };
}
