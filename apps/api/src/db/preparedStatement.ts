import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

interface PreparedQuery {
  execute(placeholders?: Record<string, unknown>): Promise<unknown>;
}

/** The parts of drizzle's database object `db.execute` itself uses (typed internal there). */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): PreparedQuery;
  };
}

/**
 * A hand-written statement built once and run by name: on PostgreSQL it is a named prepared
 * statement (each pooled connection parses and plans it once, then reuses the plan), on PGlite a
 * plain query. `db.execute(sql...)` builds the text again and PostgreSQL parses and plans it again
 * on every call: for the tracking queries the planning took longer than the execution. Values go
 * in as `sql.placeholder('name')` and are given per call; the result is the driver's own (read it
 * with `rowsOf`). This is what drizzle's query builders do for `.prepare(name)`.
 */
export function preparedStatement(
  db: Db,
  name: string,
  query: SQL,
): (values: Record<string, unknown>) => Promise<unknown> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const prepared = session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return (values) => prepared.execute(values);
}
