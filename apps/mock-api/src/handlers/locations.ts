import type { Location } from '@courier/api-client/endpoints/locations';
import { success } from '@courier/api-client/envelope';
import { DEFAULT_FIND_LOCATION_COUNTRY_ID } from '@courier/domain/constants';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import type { LocationRecord } from '../fixtures/locations.ts';
import { route } from '../route.ts';

function toLocation({ countryId: _c, scope: _s, ...location }: LocationRecord): Location {
  return location;
}

export function locationHandlers(db: MockDb): HttpHandler[] {
  const inScope = (scope: LocationRecord['scope']) =>
    db.locations.filter((l) => l.scope === scope).map(toLocation);
  const ofCountry = (countryId: number) => db.locations.filter((l) => l.countryId === countryId);
  return [
    route(db, 'domestic_branch', () => success({ googleMapList: inScope('domestic') })),
    route(db, 'international_branch', () => success({ googleMapList: inScope('international') })),
    // A country without offices is not an error: the list view stays hidden.
    route(db, 'location_list', ({ country_id }) =>
      success({ locationList: ofCountry(country_id).map(toLocation) }),
    ),
    route(db, 'google_map_by_country', ({ country_id, location_id }) => {
      const chosen = location_id === undefined || location_id === '' ? undefined : location_id;
      // As the real API: no country chosen means the find-location default.
      const countryId =
        country_id === undefined || country_id === ''
          ? DEFAULT_FIND_LOCATION_COUNTRY_ID
          : country_id;
      const list = ofCountry(countryId).filter((l) => chosen === undefined || l.id === chosen);
      return success({ googleMapList: list.map(toLocation) });
    }),
  ];
}
