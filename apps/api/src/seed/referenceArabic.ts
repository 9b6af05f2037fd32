import { sql, type SQL } from 'drizzle-orm';
import countriesLib from 'i18n-iso-countries';
import ar from 'i18n-iso-countries/langs/ar.json' with { type: 'json' };
import { KUWAIT_REGIONS_AR, RATE_SERVICES_AR } from '@courier/demo-data/referenceArabic';
import type { SeedTx } from './run.ts';

countriesLib.registerLocale(ar);

/** `(values ('KW', 'الكويت'), ...)`: a code-to-name table for one UPDATE ... FROM. */
const pairs = (entries: ReadonlyArray<readonly [string, string]>): SQL =>
  sql`(values ${sql.join(
    entries.map(([code, name]) => sql`(${code}, ${name})`),
    sql`, `,
  )})`;

/**
 * Arabic names of the reference rows, as a set of its own so databases seeded before the
 * columns existed get them too. Only empty names are filled: a name staff wrote stays.
 */
export async function seedReferenceArabic(tx: SeedTx): Promise<void> {
  const countryNames = Object.entries(countriesLib.getNames('ar', { select: 'official' }));
  await tx.execute(sql`update countries set name_ar = v.name from ${pairs(countryNames)} as v(code, name)
    where countries.iso_code = v.code and countries.name_ar = ''`);
  // A country without states has one region named after itself: it takes the country's name.
  await tx.execute(sql`update regions set name_ar = c.name_ar from countries c
    where regions.country_id = c.id and regions.code = c.iso_code and regions.name = c.name
      and regions.name_ar = ''`);
  await tx.execute(sql`update regions set name_ar = v.name
    from ${pairs(Object.entries(KUWAIT_REGIONS_AR))} as v(code, name), countries c
    where regions.country_id = c.id and c.iso_code = 'KW' and regions.code = v.code
      and regions.name_ar = ''`);
  await tx.execute(sql`update rate_services set name_ar = v.name
    from ${pairs(Object.entries(RATE_SERVICES_AR))} as v(code, name)
    where rate_services.code = v.code and rate_services.name_ar = ''`);
}
