import { createApiClient } from '@courier/api-client/client';
import type { Country } from '@courier/api-client/endpoints/reference';

/** The site's public country list (the same call its forms use), for the offices' country. */
export async function fetchCountries(): Promise<Country[]> {
  const result = await createApiClient({ baseUrl: '' }).call('country_list');
  if (!result.ok) throw result.error;
  return result.data.countryList;
}
