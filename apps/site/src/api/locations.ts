import { useApiList } from './hooks';

type Id = string | number;

export const useLocationList = (countryId: Id | null) =>
  useApiList(
    'location_list',
    countryId === null || countryId === '' ? null : { country_id: countryId },
    (r) => r.locationList,
  );

/** Map points; `request` null until Find Locations is pressed. */
export const useMapPoints = (request: { country_id: Id; location_id: Id | '' } | null) =>
  useApiList('google_map_by_country', request, (r) => r.googleMapList);
