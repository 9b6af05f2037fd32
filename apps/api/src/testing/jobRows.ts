import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../shipments/nextSerial.ts';

/** Keys of the `email` jobs queued (in any state) whose key is LIKE `pattern`. */
export async function emailJobKeys(db: Db, pattern: string): Promise<string[]> {
  const result = await db.execute(
    sql`select data->>'key' as key from pgboss.job where name = 'email' and data->>'key' like ${pattern} order by 1`,
  );
  return rowsOf<{ key: string }>(result).map((r) => r.key);
}

/** Keys of the `email` jobs whose data mentions `text` anywhere (subject, body, recipient). */
export async function emailJobsMentioning(db: Db, text: string): Promise<string[]> {
  const result = await db.execute(
    sql`select data->>'key' as key from pgboss.job where name = 'email' and strpos(data::text, ${text}) > 0`,
  );
  return rowsOf<{ key: string }>(result).map((r) => r.key);
}

/**
 * Injects a failure after the record's insert: from now on, queueing a job whose data mentions
 * `marker` raises, so the statement and with it the caller's transaction fail. Plain SQL on
 * pg-boss's job table, the same on PGlite and PostgreSQL. Returns the undo.
 */
export async function failJobsMentioning(db: Db, marker: string): Promise<() => Promise<void>> {
  const literal = `'${marker.replace(/'/g, "''")}'`;
  await db.execute(
    sql.raw(`create or replace function test_fail_job() returns trigger language plpgsql as $$
      begin
        if strpos(new.data::text, ${literal}) > 0 then
          raise exception 'injected failure for a job mentioning %', ${literal};
        end if;
        return new;
      end $$`),
  );
  await db.execute(
    sql.raw(
      'create trigger test_fail_job after insert on pgboss.job for each row execute function test_fail_job()',
    ),
  );
  return async () => {
    await db.execute(sql.raw('drop trigger if exists test_fail_job on pgboss.job'));
  };
}
