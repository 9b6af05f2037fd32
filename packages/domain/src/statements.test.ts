import { describe, expect, it } from 'vitest';
import { vatFils } from './money.ts';
import {
  dueStatementMonth,
  isStatementDay,
  isStatementMonth,
  kuwaitMidnight,
  monthBounds,
  monthInKuwait,
  nextMonth,
  previousMonth,
  statementFigures,
  statementShipment,
  vatIncluded,
} from './statements.ts';

/** A small seeded generator: the same cases each run. */
function numbers(seed: number) {
  let x = seed;
  return (max: number) => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x % (max + 1);
  };
}

describe('statement months in Kuwait time', () => {
  it('reads a month and refuses what is not one', () => {
    expect(isStatementMonth('2026-11')).toBe(true);
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', '', '1999-12'])
      expect(isStatementMonth(bad), bad).toBe(false);
  });

  it('bounds a month by Kuwait midnights (UTC+3)', () => {
    const b = monthBounds('2026-11');
    expect(b.firstDay).toBe('2026-11-01');
    expect(b.lastDay).toBe('2026-11-30');
    expect(b.startsAt.toISOString()).toBe('2026-10-31T21:00:00.000Z');
    expect(b.endsAt.toISOString()).toBe('2026-11-30T21:00:00.000Z');
    expect(monthBounds('2028-02').lastDay).toBe('2028-02-29');
    expect(monthBounds('2026-12').endsAt.toISOString()).toBe('2026-12-31T21:00:00.000Z');
    expect(() => monthBounds('2026-13')).toThrow(RangeError);
    expect(kuwaitMidnight('2027-01-01').toISOString()).toBe('2026-12-31T21:00:00.000Z');
  });

  it('an instant after 21:00 UTC on the last day is already next month in Kuwait', () => {
    expect(monthInKuwait(new Date('2026-11-30T20:59:59Z'))).toBe('2026-11');
    expect(monthInKuwait(new Date('2026-11-30T21:00:00Z'))).toBe('2026-12');
  });

  it('the 1st of a Kuwait month is the statement day, for the month before', () => {
    const firstOfDecember = new Date('2026-11-30T21:30:00Z');
    expect(isStatementDay(firstOfDecember)).toBe(true);
    expect(dueStatementMonth(firstOfDecember)).toBe('2026-11');
    expect(isStatementDay(new Date('2026-11-30T20:30:00Z'))).toBe(false);
    expect(dueStatementMonth(new Date('2027-01-01T06:00:00Z'))).toBe('2026-12');
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(nextMonth('2025-12')).toBe('2026-01');
  });

  it('months and bounds tile time: every instant is in exactly its month', () => {
    const next = numbers(7);
    for (let i = 0; i < 500; i++) {
      const t = new Date(Date.UTC(2001, 0, 1) + next(2_000_000) * 1_000_000 + next(999_999));
      const b = monthBounds(monthInKuwait(t));
      expect(b.startsAt.getTime()).toBeLessThanOrEqual(t.getTime());
      expect(t.getTime()).toBeLessThan(b.endsAt.getTime());
    }
  });
});

describe('statement figures', () => {
  it('splits a total with VAT into net and VAT as quotes round it', () => {
    expect(vatIncluded(12_500, 0)).toEqual({ netFils: 12_500, vatFils: 0 });
    expect(vatIncluded(10_500, 5)).toEqual({ netFils: 10_000, vatFils: 500 });
    const next = numbers(11);
    for (let i = 0; i < 2_000; i++) {
      const net = next(5_000_000);
      const p = next(25);
      const total = net + vatFils(net, p);
      const split = vatIncluded(total, p);
      expect(split.netFils + split.vatFils).toBe(total);
      expect(split.netFils + vatFils(split.netFils, p)).toBe(total);
    }
  });

  it('sums the lines: charges + VAT = total, COD collected and remitted', () => {
    const ship = (totalFils: number, codAmountFils = 0) =>
      statementShipment(
        {
          shipmentNo: 'S',
          awb: 'A',
          bookedOn: '2026-11-02',
          destination: 'X',
          totalFils,
          codAmountFils,
        },
        5,
      );
    const figures = statementFigures({
      shipments: [ship(10_500), ship(21_000, 5_000)],
      collections: [
        {
          entryId: 'c1',
          shipment: 'S',
          collectedOn: '2026-11-03',
          collectedFils: 5_000,
          netFils: 4_500,
        },
      ],
      remittances: [{ remittanceId: 'r1', paidOn: '2026-11-20', totalFils: 4_500 }],
    });
    expect(figures).toEqual({
      shipmentCount: 2,
      chargesFils: 30_000,
      vatFils: 1_500,
      totalFils: 31_500,
      codCollectedFils: 5_000,
      codRemittedFils: 4_500,
    });
  });

  it('reconciles with its lines whatever they are', () => {
    const next = numbers(3);
    for (let run = 0; run < 200; run++) {
      const p = next(15);
      const rows = Array.from({ length: next(30) }, () => ({
        total: next(2_000_000),
        cod: next(5_000_000),
      }));
      const cash = Array.from({ length: next(30) }, () => next(5_000_000));
      const shipments = rows.map((r, i) =>
        statementShipment(
          {
            shipmentNo: `S${i}`,
            awb: '',
            bookedOn: '2026-11-01',
            destination: '',
            totalFils: r.total,
            codAmountFils: r.cod,
          },
          p,
        ),
      );
      const collections = cash.map((c, i) => ({
        entryId: `c${i}`,
        shipment: `S${i}`,
        collectedOn: '2026-11-01',
        collectedFils: c,
        netFils: c,
      }));
      const f = statementFigures({ shipments, collections, remittances: [] });
      expect(f.totalFils).toBe(rows.reduce((s, r) => s + r.total, 0));
      expect(f.chargesFils + f.vatFils).toBe(f.totalFils);
      expect(f.codCollectedFils).toBe(cash.reduce((s, c) => s + c, 0));
      expect(f.shipmentCount).toBe(rows.length);
    }
  });
});
