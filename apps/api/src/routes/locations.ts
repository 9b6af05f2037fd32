import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_FIND_LOCATION_COUNTRY_ID } from '@courier/domain/constants';
import { branches, countries } from '../db/schema/index.ts';
import { notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { localized, type Language } from '@courier/domain/language';
import { contentLanguage } from '../http/requestLanguage.ts';
import { findCountry } from './reference.ts';
import { MISSING_MESSAGES } from '../http/requestMessages.ts';

/** The spec's default country for find-location (Malaysia in our stable id order). */
const DEFAULT_LOCATION_COUNTRY_ID = DEFAULT_FIND_LOCATION_COUNTRY_ID;
/** The company's home country: its branches are the domestic ones. */
const HOME_COUNTRY_ISO = 'KW';

type BranchRow = typeof branches.$inferSelect;

/** Drafts (unpublished offices) are the back office's only. */
const shown = eq(branches.published, true);
/** The staff's positions first; offices never placed keep their old order. */
const placed = [asc(branches.sortOrder), asc(branches.city), asc(branches.name)] as const;

/** One office in the request's language, each text falling back to English on its own. */
function locationItem(row: BranchRow, lang: Language, countryName?: string) {
  return {
    id: row.id,
    location: localized(row.name, row.nameAr, lang),
    city_name: localized(row.city, row.cityAr, lang),
    address: localized(row.address, row.addressAr, lang),
    contact_person_number: row.phone,
    email_id: row.email,
    latitude: row.latitude,
    longitude: row.longitude,
    ...(countryName === undefined ? {} : { country_name: countryName }),
  };
}
/** The shown branches matching a condition, each with its country's name, in their places. */
const branchesWithCountry = (db: Db, where: ReturnType<typeof and>) =>
  db
    .select({ branch: branches, countryName: countries.name })
    .from(branches)
    .innerJoin(countries, eq(countries.id, branches.countryId))
    .where(and(shown, where))
    .orderBy(asc(branches.sortOrder), asc(countries.name), asc(branches.city), asc(branches.name));

export function locationRoutes(app: FastifyInstance, { db }: AppContext): void {
  const withCountry = (where: ReturnType<typeof and>) => branchesWithCountry(db, where);

  contractRoute(app, 'domestic_branch', async (_input, request, reply) => {
    const lang = contentLanguage(request, reply);
    const rows = await withCountry(eq(countries.isoCode, HOME_COUNTRY_ISO));
    const items = rows.map((r) => locationItem(r.branch, lang, r.countryName));
    return success('Domestic branches', { locationList: items, googleMapList: items });
  });

  contractRoute(app, 'international_branch', async (_input, request, reply) => {
    const lang = contentLanguage(request, reply);
    const rows = await withCountry(ne(countries.isoCode, HOME_COUNTRY_ISO));
    const items = rows.map((r) => locationItem(r.branch, lang, r.countryName));
    return success('International branches', { locationList: items, googleMapList: items });
  });

  contractRoute(app, 'location_list', async ({ country_id }, request, reply) => {
    const lang = contentLanguage(request, reply);
    if (!(await findCountry(db, country_id))) throw notFound(MISSING_MESSAGES.country);
    const rows = await db
      .select()
      .from(branches)
      .where(and(shown, eq(branches.countryId, country_id)))
      .orderBy(...placed);
    return success(rows.length ? 'Location list' : 'No locations in this country yet.', {
      locationList: rows.map((r) => locationItem(r, lang)),
    });
  });

  // No country chosen ('' or absent) means the spec's default, 131; no location is All Location.
  contractRoute(app, 'google_map_by_country', async (body, request, reply) => {
    const lang = contentLanguage(request, reply);
    const countryId =
      body.country_id === undefined || body.country_id === ''
        ? DEFAULT_LOCATION_COUNTRY_ID
        : body.country_id;
    if (!(await findCountry(db, countryId))) throw notFound(MISSING_MESSAGES.country);
    const locationId =
      body.location_id === undefined || body.location_id === '' ? undefined : body.location_id;
    const allLocations = locationId === undefined;
    const where = allLocations
      ? and(shown, eq(branches.countryId, countryId))
      : and(shown, eq(branches.countryId, countryId), eq(branches.id, locationId));
    const rows = await db
      .select()
      .from(branches)
      .where(where)
      .orderBy(...placed);
    if (!allLocations && rows.length === 0) throw notFound(MISSING_MESSAGES.location);
    return success(rows.length ? 'Map locations' : 'No locations in this country yet.', {
      googleMapList: rows.map((r) => locationItem(r, lang)),
    });
  });
}
