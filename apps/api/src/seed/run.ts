import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { seedRuns } from '../db/schema/index.ts';

/** Arbitrary constant: the advisory lock that keeps two starting processes from seeding twice. */
const SEED_LOCK = 4_214_202;

export type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs one named seed set exactly once per database. The marker row is written in the same
 * transaction as the data, so a crash half-way leaves nothing behind and the set runs again.
 * Once marked, the set never runs again: content changed or deleted by staff stays so.
 */
export async function seedOnce(
  db: Db,
  name: string,
  fill: (tx: SeedTx) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [done] = await tx.select().from(seedRuns).where(eq(seedRuns.name, name));
    if (done) return false;
    await fill(tx);
    await tx.insert(seedRuns).values({ name });
    return true;
  });
}

/** Inserts rows in slices: thousands of parameters in one statement hit driver limits. */
export async function insertInChunks<T>(
  rows: T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
