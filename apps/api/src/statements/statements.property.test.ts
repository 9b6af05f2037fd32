import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthBounds, nextMonth, previousMonth, vatIncluded } from '@courier/domain/statements';
import {
  codEntries,
  customers,
  remittances,
  shipmentCancellations,
  shipments,
} from '../db/schema/index.ts';
import { FUZZ_RUNS } from '../testing/fuzzBodies.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { generateStatement } from './statements.ts';

/**
 * Statements over random histories on the database: shipments of random charges booked at random
 * instants around a month (some cancelled, some in test mode), cash collected on random days,
 * remittances paid at random instants. Each month's statement sums exactly what fell in it in
 * Kuwait time, and the three months' statements together sum everything live: nothing is counted
 * twice or lost at a month's edge. PGlite, and PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
const MONTH = '2026-10';
const MONTHS = [previousMonth(MONTH), MONTH, nextMonth(MONTH)];
const from = monthBounds(MONTHS[0]!).startsAt.getTime();
const to = monthBounds(MONTHS[2]!).endsAt.getTime();
/** Instants across the three months, edges (Kuwait midnights, a millisecond either side) likely. */
const edges = MONTHS.flatMap((m) => {
  const b = monthBounds(m);
  return [b.startsAt.getTime(), b.startsAt.getTime() - 1, b.endsAt.getTime() - 1];
}).filter((ms) => ms >= from && ms < to);
const instant = fc.oneof(fc.integer({ min: from, max: to - 1 }), fc.constantFrom(...edges));
const kuwaitDay = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);
const monthOf = (ms: number) => kuwaitDay(ms).slice(0, 7);

const shipmentArb = fc.record({
  total: fc.integer({ min: 0, max: 500_000 }),
  at: instant,
  cancelled: fc.boolean(),
  test: fc.boolean(),
  cash: fc.option(fc.record({ fils: fc.integer({ min: 0, max: 100_000 }), at: instant })),
});
const remittanceArb = fc.record({ total: fc.integer({ min: 1, max: 200_000 }), at: instant });
const VAT = 5;

beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => t?.close());

let serial = 0;
const unique = () => `${Date.now().toString(36)}${++serial}${randomBytes(3).toString('hex')}`;

describe('statements over random histories', () => {
  it('each month states what fell in it, and the months together state everything', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(shipmentArb, { maxLength: 12 }),
        fc.array(remittanceArb, { maxLength: 4 }),
        async (history, paid) => {
          const tag = unique();
          const [customer] = await t.db
            .insert(customers)
            .values({
              userId: `prop-${tag}`,
              passwordHash: 'x',
              companyName: 'Property WLL',
              contactPerson: 'P',
              city: 'Kuwait City',
              phone: '+96522223333',
              email: `${tag}@example.com`,
              accountNo: `PROP-${tag}`,
            })
            .returning({ id: customers.id });
          const customerId = customer!.id;
          for (const [i, s] of history.entries()) {
            const [row] = await t.db
              .insert(shipments)
              .values({
                publicId: `shp_${tag}_${i}`,
                shipmentNo: `P${tag}${i}`,
                variant: 'customer',
                customerId,
                record: { receiver_country_name: 'India' },
                totalAmountFils: s.total,
                paymentType: 'cash',
                awb: null,
                test: s.test,
                codAmountFils: s.cash ? 100_000 : null,
                createdAt: new Date(s.at),
              })
              .returning({ id: shipments.id });
            if (s.cancelled)
              await t.db
                .insert(shipmentCancellations)
                .values({ shipmentId: row!.id, reason: 'p', cancelledBy: 'p' });
            if (s.cash)
              await t.db.insert(codEntries).values({
                publicId: `cod_${tag}_${i}`,
                customerId,
                shipmentId: row!.id,
                collectedFils: s.cash.fils,
                feeFils: 0,
                shippingFils: 0,
                netFils: s.cash.fils,
                collectedAt: new Date(s.cash.at),
                collectedOn: kuwaitDay(s.cash.at),
                recordedBy: 'p',
              });
          }
          for (const [i, r] of paid.entries())
            await t.db.insert(remittances).values({
              publicId: `rem_${tag}_${i}`,
              customerId,
              periodFrom: '2026-01-01',
              periodTo: '2026-01-01',
              entryCount: 1,
              collectedFils: r.total,
              feeFils: 0,
              shippingFils: 0,
              totalFils: r.total,
              createdBy: 'p',
              createdAt: new Date(r.at),
            });

          const live = history.filter((s) => !s.cancelled && !s.test);
          const totals = { total: 0, vat: 0, count: 0, cash: 0, remitted: 0 };
          for (const month of MONTHS) {
            const made = await generateStatement(t.db, {
              customerId,
              month,
              by: 'job',
              vatPercent: VAT,
              mode: 'replace',
            });
            const mine = live.filter((s) => monthOf(s.at) === month);
            const cash = history.filter((s) => s.cash && monthOf(s.cash.at) === month);
            const remitted = paid.filter((r) => monthOf(r.at) === month);
            const expected = {
              shipmentCount: mine.length,
              totalFils: mine.reduce((sum, s) => sum + s.total, 0),
              vatFils: mine.reduce((sum, s) => sum + vatIncluded(s.total, VAT).vatFils, 0),
              codCollectedFils: cash.reduce((sum, s) => sum + s.cash!.fils, 0),
              codRemittedFils: remitted.reduce((sum, r) => sum + r.total, 0),
            };
            if (made === null) {
              // Nothing to state: no live shipment, no cash, no remittance in the month.
              expect(mine.length + cash.length + remitted.length).toBe(0);
              continue;
            }
            expect(made).toMatchObject(expected);
            expect(made.chargesFils + made.vatFils).toBe(made.totalFils);
            totals.total += made.totalFils;
            totals.vat += made.vatFils;
            totals.count += made.shipmentCount;
            totals.cash += made.codCollectedFils;
            totals.remitted += made.codRemittedFils;
          }
          expect(totals).toEqual({
            total: live.reduce((sum, s) => sum + s.total, 0),
            vat: live.reduce((sum, s) => sum + vatIncluded(s.total, VAT).vatFils, 0),
            count: live.length,
            cash: history.reduce((sum, s) => sum + (s.cash?.fils ?? 0), 0),
            remitted: paid.reduce((sum, r) => sum + r.total, 0),
          });
        },
      ),
      // A quarter of the fuzz runs: each run writes a history to the database. The example is a
      // month whose only line is cash of 0 fils on a cancelled parcel: still a statement.
      {
        numRuns: Math.ceil(FUZZ_RUNS / 4),
        endOnFailure: true,
        examples: [
          [[{ total: 1, at: from, cancelled: true, test: false, cash: { fils: 0, at: from } }], []],
        ],
      },
    );
  }, 300_000);
});
