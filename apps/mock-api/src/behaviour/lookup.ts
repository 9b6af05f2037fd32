import type { MockDb } from '../db.ts';
import { countryNameAr } from './arabicNames.ts';
import type { CountryRecord } from '../fixtures/geography.ts';

/**
 * A country by id ('117', 117) or by name in any letter case ('KUWAIT'), as forms send it; an
 * Arabic page's forms send the Arabic name ('الكويت'), which the API accepts too.
 */
export function findCountry(db: MockDb, idOrName: string | number): CountryRecord | undefined {
  const text = String(idOrName).trim();
  if (/^\d+$/.test(text)) return db.countries.find((c) => c.country.id === Number(text));
  const name = text.toLowerCase();
  return db.countries.find(
    (c) =>
      c.country.country_name.toLowerCase() === name ||
      countryNameAr(c.country.country_code) === text,
  );
}

export function findRateService(db: MockDb, idOrName: string | number) {
  const text = String(idOrName).trim();
  if (/^\d+$/.test(text)) return db.rateServices.find((s) => s.service_id === Number(text));
  return db.rateServices.find((s) => s.service_name.toLowerCase() === text.toLowerCase());
}
