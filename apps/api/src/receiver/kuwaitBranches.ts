import { and, asc, eq } from 'drizzle-orm';
import { localized, type Language } from '@courier/domain/language';
import type { Db } from '../db/client.ts';
import { branches, countries } from '../db/schema/index.ts';

export interface Branch {
  id: number;
  /** In the language asked for, each text falling back to English on its own. */
  name: string;
  city: string;
  address: string;
  /** Both names, kept with a choice so the confirmation and the back office can word it. */
  nameEn: string;
  nameAr: string;
}

/** The published offices in Kuwait, as the site's find-location lists them (staff's order). */
export async function kuwaitBranches(db: Db, lang: Language): Promise<Branch[]> {
  const rows = await db
    .select({ branch: branches })
    .from(branches)
    .innerJoin(countries, eq(countries.id, branches.countryId))
    .where(and(eq(branches.published, true), eq(countries.isoCode, 'KW')))
    .orderBy(asc(branches.sortOrder), asc(branches.city), asc(branches.name));
  return rows.map(({ branch: b }) => ({
    id: b.id,
    name: localized(b.name, b.nameAr, lang),
    city: localized(b.city, b.cityAr, lang),
    address: localized(b.address, b.addressAr, lang),
    nameEn: b.name,
    nameAr: localized(b.name, b.nameAr, 'ar'),
  }));
}
