import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Rows of a raw query; both drivers (pg and PGlite) answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Next value of a sequence of the shipping tables (shipment_no_seq, collection_no_seq). */
export async function nextSerial(
  db: Pick<Db, 'execute'>,
  sequence: 'shipment_no_seq' | 'collection_no_seq',
): Promise<string> {
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select nextval(${sequence}::regclass) as n`),
  );
  if (row === undefined) throw new Error(`Sequence ${sequence} gave no value.`);
  return String(row.n);
}

/**
 * The number of a customer booking before the courier gives it an AWB: SHP and eight digits of
 * shipment_no_seq ('SHP00000042'). The demo customer's seeded month takes its numbers here too.
 */
export async function nextCustomerShipmentNo(db: Pick<Db, 'execute'>): Promise<string> {
  return `SHP${(await nextSerial(db, 'shipment_no_seq')).padStart(8, '0')}`;
}
