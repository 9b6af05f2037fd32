import { describe, expect, it } from 'vitest';
import { isProfileUrl } from '@courier/domain/content/socialProfile';
import { BRANCHES } from './branches.ts';
import { TEAM } from './content/team.ts';
import { DEMO_COUNTRIES } from './countries.ts';
import { DEMO_CUSTOMER_SHIPMENTS } from './customerShipments.ts';
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

  it("gives the demo customer's shipments documents as the wizard does and scans in time order", () => {
    for (const s of DEMO_CUSTOMER_SHIPMENTS) {
      if (s.type === 'DOX')
        expect(s.lines.map((l) => [l.qty, l.length, l.width, l.height, l.itemValue])).toEqual([
          [1, 1, 1, 1, 1],
        ]);
      const hours = s.scans === 'none' ? [] : s.scans.map(([, h]) => h);
      expect(hours, s.reference).toEqual([...hours].sort((a, b) => a - b));
    }
  });
});

describe('demo team', () => {
  it('each member links to profiles of their own, no bare home page, no Google Plus', () => {
    for (const member of TEAM) {
      expect(isProfileUrl(member.facebookUrl), member.name).toBe(true);
      expect(isProfileUrl(member.twitterUrl), member.name).toBe(true);
      expect(member.facebookUrl).toMatch(/^https:\/\/www\.facebook\.com\/[\w.]+$/);
      // A twitter handle: up to 15 letters, digits and underscores.
      expect(member.twitterUrl).toMatch(/^https:\/\/twitter\.com\/\w{1,15}$/);
      expect(member.googlePlusUrl).toBe('');
    }
    const profiles = TEAM.flatMap((m) => [m.facebookUrl, m.twitterUrl]);
    expect(new Set(profiles).size).toBe(profiles.length);
  });
});
