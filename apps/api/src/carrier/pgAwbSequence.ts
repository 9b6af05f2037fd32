import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { AwbSequence } from './BuiltInCarrierAdapter.ts';

const AWB_SEQUENCE_NAME = 'awb_serial_seq';

/**
 * The sequence the built-in carrier's AWB serials come from, for the migration that creates it
 * (or `pgSequence(AWB_SEQUENCE_NAME, { minValue: 1, maxValue: 9999999999, cycle: false })`).
 * NO CYCLE: running out is an error, never a repeated number.
 */
export const AWB_SEQUENCE_DDL = `CREATE SEQUENCE IF NOT EXISTS ${AWB_SEQUENCE_NAME} AS bigint MINVALUE 1 MAXVALUE 9999999999 START 1 NO CYCLE`;

/**
 * AWB serials from a PostgreSQL sequence: nextval never hands the same value to two callers,
 * whether they share a process or not, and is not rolled back with a failed transaction.
 */
export function createPgAwbSequence(db: Db, name: string = AWB_SEQUENCE_NAME): AwbSequence {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('Invalid sequence name.');
  return {
    async next() {
      const result = (await db.execute(
        sql`select nextval(${name}::regclass) as serial`,
      )) as unknown as {
        rows: Array<{ serial: string | number | bigint }>;
      };
      const serial = result.rows[0]?.serial;
      if (serial === undefined) throw new Error(`Sequence ${name} gave no value.`);
      return BigInt(serial);
    },
  };
}
