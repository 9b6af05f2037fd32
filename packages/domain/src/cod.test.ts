import { describe, expect, it } from 'vitest';
import {
  codAmountTextSchema,
  codFeeFils,
  entriesToRemit,
  isPeriod,
  ledgerEntry,
  parseCodAmount,
  summariseLedger,
} from './cod.ts';
import { bookingStep3Schema } from './schemas/bookingStep3.ts';

describe('COD amount', () => {
  it('reads KWD text as fils: blank is none, 0, 4 decimals, letters and above 5,000 are refused', () => {
    expect(parseCodAmount('')).toBeNull();
    expect(parseCodAmount(' 12.5 ')).toBe(12_500);
    expect(parseCodAmount('0.001')).toBe(1);
    expect(parseCodAmount('5000')).toBe(5_000_000);
    for (const bad of ['0', '0.000', '-1', '1.2345', '12,5', 'abc', '5000.001', '1e3'])
      expect(parseCodAmount(bad), bad).toBeUndefined();
  });

  it("is optional in the customer wizard's step 3, with its message", () => {
    expect(codAmountTextSchema.safeParse('').success).toBe(true);
    const bad = codAmountTextSchema.safeParse('12.3456');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(
      'Enter a cash on delivery amount in KWD, more than 0 and at most 5,000, with up to 3 decimals.',
    );
    expect('cod_amount' in bookingStep3Schema('customer').shape).toBe(true);
    expect('cod_amount' in bookingStep3Schema('public').shape).toBe(false);
  });
});

describe('ledger rules', () => {
  const setting = { flatFils: 500, percentBasisPoints: 150, deductShipping: true };

  it('fee = flat + share rounded half up, never above the cash', () => {
    // 10,000 x 1.5 % = 150.
    expect(codFeeFils(10_000, setting)).toBe(650);
    // 33 x 1.5 % = 0.495 -> 0; 100 x 1.5 % = 1.5 -> 2.
    expect(codFeeFils(33, { ...setting, flatFils: 0 })).toBe(0);
    expect(codFeeFils(100, { ...setting, flatFils: 0 })).toBe(2);
    expect(codFeeFils(300, setting)).toBe(300);
    expect(codFeeFils(0, setting)).toBe(0);
  });

  it('an entry nets cash less fee and the shipping charge when deducted', () => {
    expect(ledgerEntry(20_000, 3_000, setting)).toEqual({
      collectedFils: 20_000,
      feeFils: 800,
      shippingFils: 3_000,
      netFils: 16_200,
    });
    expect(ledgerEntry(20_000, 3_000, { ...setting, deductShipping: false }).shippingFils).toBe(0);
    expect(() => ledgerEntry(1.5, 0, setting)).toThrow(RangeError);
  });

  it('a remittance takes the pending entries of its period; the summary splits pending and paid', () => {
    const entry = (on: string, remittanceId: string | null) => ({
      ...ledgerEntry(10_000, 0, setting),
      collectedOn: on,
      remittanceId,
    });
    const entries = [
      entry('2026-11-01', 'rem_1'),
      entry('2026-11-02', null),
      entry('2026-11-30', null),
    ];
    expect(entriesToRemit(entries, { from: '2026-11-01', to: '2026-11-29' })).toEqual([entries[1]]);
    expect(summariseLedger(entries)).toMatchObject({
      collectedFils: 30_000,
      paidFils: 9_350,
      pendingFils: 18_700,
    });
    expect(isPeriod({ from: '2026-11-02', to: '2026-11-01' })).toBe(false);
  });
});
