import { PGlite } from '@electric-sql/pglite';
import { isValidAwb } from '@courier/domain/awb';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { buildCarrierPayload } from './buildCarrierPayload.ts';
import { BuiltInCarrierAdapter, type BuiltInCarrierStore } from './BuiltInCarrierAdapter.ts';
import { AWB_SEQUENCE_DDL, createPgAwbSequence } from './pgAwbSequence.ts';
import { sampleRecord } from './carrierRecord.testSupport.ts';

let client: PGlite;
let db: Db;

beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
  await client.exec(AWB_SEQUENCE_DDL);
  db = drizzle(client) as unknown as Db;
});
afterAll(async () => {
  await client.close();
});

describe('createPgAwbSequence', () => {
  it('hands out increasing serials starting at 1', async () => {
    await client.exec(
      'CREATE SEQUENCE first_test_seq AS bigint MINVALUE 1 MAXVALUE 9999999999 START 1 NO CYCLE',
    );
    const sequence = createPgAwbSequence(db, 'first_test_seq');
    expect([await sequence.next(), await sequence.next(), await sequence.next()]).toEqual([
      1n,
      2n,
      3n,
    ]);
  });

  it('gives 50 concurrent bookings of the built-in carrier 50 distinct valid AWBs', async () => {
    const store: BuiltInCarrierStore = {
      recordBooking: async ({ awb }) => ({ awb, created: true }),
      events: async () => null,
    };
    const catalog = { countries: async () => [], cities: async () => [], services: async () => [] };
    const adapter = new BuiltInCarrierAdapter({
      sequence: createPgAwbSequence(db),
      store,
      catalog,
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        adapter.bookShipment(buildCarrierPayload(sampleRecord({ shipment_no: `SH-${i}` }))),
      ),
    );
    const awbs = results.map((r) => (r.ok ? r.awb : 'failed'));
    expect(new Set(awbs).size).toBe(50);
    expect(awbs.every(isValidAwb)).toBe(true);
  });

  it('fails loudly when the range is exhausted rather than repeating a number', async () => {
    await client.exec('CREATE SEQUENCE tiny_seq AS bigint MINVALUE 1 MAXVALUE 2 START 1 NO CYCLE');
    const sequence = createPgAwbSequence(db, 'tiny_seq');
    await sequence.next();
    await sequence.next();
    const error = await sequence.next().then(
      () => null,
      (e: Error & { cause?: Error }) => e,
    );
    // Drizzle wraps the driver's error; the cause is PostgreSQL's own words.
    expect(`${error?.message} ${error?.cause?.message}`).toMatch(/reached maximum value/);
  });

  it('refuses a sequence name that is not a plain identifier', () => {
    expect(() => createPgAwbSequence(db, 'x; drop table y')).toThrow('Invalid sequence name.');
  });
});
