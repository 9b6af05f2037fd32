import { describe, expect, it } from 'vitest';
import { BRANCHES } from './branches.ts';
import { DEMO_COUNTRIES } from './countries.ts';
import { CURRENCIES } from './reference.ts';
import { ZONES } from './zones.ts';

const unique = (values: unknown[]) => new Set(values).size === values.length;

describe('demo data', () => {
  it('numbers countries uniquely, each in a known zone with cities', () => {
    expect(unique(DEMO_COUNTRIES.map(([id]) => id))).toBe(true);
    expect(unique(DEMO_COUNTRIES.map(([, , iso]) => iso))).toBe(true);
    const zones = ZONES.map((z) => z.code as string);
    expect(
      DEMO_COUNTRIES.every(([, , , , zone, cities]) => zones.includes(zone) && cities.length > 0),
    ).toBe(true);
  });

  it('places every office in a demo country, Kuwait first, with unique keys', () => {
    const isoCodes = DEMO_COUNTRIES.map(([, , iso]) => iso);
    expect(BRANCHES.every((b) => isoCodes.includes(b.iso))).toBe(true);
    expect(BRANCHES[0]?.iso).toBe('KW');
    expect(unique(BRANCHES.map((b) => b.key))).toBe(true);
  });

  it('lists each currency once, KWD first', () => {
    expect(CURRENCIES[0]?.code).toBe('KWD');
    expect(unique(CURRENCIES.map((c) => c.code))).toBe(true);
  });
});
