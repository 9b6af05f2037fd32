import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COD_MAX_FILS,
  entriesToRemit,
  ledgerEntry,
  remittanceTotal,
  summariseLedger,
  type CodFeeSetting,
  type LedgerEntry,
} from '@courier/domain/cod';

/**
 * The ledger's rules over random histories: collections of random cash on random days, under a
 * random fee setting, interleaved with remittances of random periods. Whatever the order, every
 * figure reconciles: each entry's net is its cash less fee and shipping, the totals are the sums of
 * the entries, pending + paid is the net of all, the remittances' totals are what was paid, and
 * no entry is settled twice.
 */

const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-11-${String(d).padStart(2, '0')}`);
const step = fc.oneof(
  fc.record({
    kind: fc.constant('collect' as const),
    collected: fc.integer({ min: 0, max: COD_MAX_FILS }),
    charge: fc.integer({ min: 0, max: 200_000 }),
    on: day,
  }),
  fc.record({ kind: fc.constant('remit' as const), from: day, to: day }),
);
const feeSetting: fc.Arbitrary<CodFeeSetting> = fc.record({
  flatFils: fc.integer({ min: 0, max: 5_000 }),
  percentBasisPoints: fc.integer({ min: 0, max: 1_000 }),
  deductShipping: fc.boolean(),
});

type Entry = LedgerEntry & { id: number };

describe('the COD ledger over random histories', () => {
  it('reconciles: sums, pending + paid, remittance totals, nothing settled twice', () => {
    fc.assert(
      fc.property(feeSetting, fc.array(step, { maxLength: 60 }), (setting, history) => {
        const entries: Entry[] = [];
        const remitted: { id: string; total: number; ids: number[] }[] = [];
        for (const s of history) {
          if (s.kind === 'collect') {
            const figures = ledgerEntry(s.collected, s.charge, setting);
            entries.push({ id: entries.length, ...figures, collectedOn: s.on, remittanceId: null });
            continue;
          }
          const period = s.from <= s.to ? { from: s.from, to: s.to } : { from: s.to, to: s.from };
          const covered = entriesToRemit(entries, period);
          const total = remittanceTotal(covered);
          // A remittance pays something or is not made (the API refuses it).
          if (covered.length === 0 || total <= 0) continue;
          const id = `rem_${remitted.length}`;
          for (const e of covered) {
            expect(e.remittanceId).toBeNull();
            e.remittanceId = id;
          }
          remitted.push({ id, total, ids: covered.map((e) => e.id) });
        }
        for (const e of entries) {
          expect(Number.isSafeInteger(e.netFils)).toBe(true);
          expect(e.netFils).toBe(e.collectedFils - e.feeFils - e.shippingFils);
          expect(e.feeFils).toBeGreaterThanOrEqual(0);
          expect(e.feeFils).toBeLessThanOrEqual(e.collectedFils);
          if (!setting.deductShipping) expect(e.shippingFils).toBe(0);
        }
        const summary = summariseLedger(entries);
        const sum = (pick: (e: Entry) => number) => entries.reduce((n, e) => n + pick(e), 0);
        expect(summary.collectedFils).toBe(sum((e) => e.collectedFils));
        expect(summary.pendingFils + summary.paidFils).toBe(sum((e) => e.netFils));
        expect(summary.paidFils).toBe(remitted.reduce((n, r) => n + r.total, 0));
        expect(summary.collectedFils - summary.feeFils - summary.shippingFils).toBe(
          summary.pendingFils + summary.paidFils,
        );
        const settled = remitted.flatMap((r) => r.ids);
        expect(new Set(settled).size).toBe(settled.length);
        for (const r of remitted)
          expect(remittanceTotal(entries.filter((e) => e.remittanceId === r.id))).toBe(r.total);
      }),
      { numRuns: 500 },
    );
  });
});
