import { inArray } from 'drizzle-orm';
import { branches, countries } from '../db/schema/index.ts';
import { BRANCHES } from '@courier/demo-data/branches';
import type { SeedTx } from './run.ts';

export async function seedLocations(tx: SeedTx): Promise<void> {
  const isoCodes = [...new Set(BRANCHES.map((b) => b.iso))];
  const rows = await tx
    .select({ id: countries.id, iso: countries.isoCode })
    .from(countries)
    .where(inArray(countries.isoCode, isoCodes));
  const countryId = new Map(rows.map((r) => [r.iso, r.id]));
  const values = BRANCHES.filter((b) => countryId.has(b.iso)).map((b) => ({
    seedKey: b.key,
    countryId: countryId.get(b.iso) as number,
    kind: b.iso === 'KW' ? ('domestic' as const) : ('international' as const),
    city: b.city,
    name: b.name,
    address: b.address,
    phone: b.phone,
    email: b.email,
    latitude: b.lat,
    longitude: b.lng,
  }));
  await tx.insert(branches).values(values).onConflictDoNothing();
}
