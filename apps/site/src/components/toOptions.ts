import { countryAliases } from '@courier/ui/ComboBox';
import type { Option } from '@courier/ui/Select';

type CountryKey = 'country_id' | 'country_name' | 'country_code';

/**
 * Countries as options whose id is `key` (the id, or the name or code a form stores), each also
 * found by its English and Arabic names (the list answers one); those names are read at the
 * first search, not while the page starts.
 */
export const countryOptions = <C extends { country_name: string; country_code?: string }>(
  list: readonly C[],
  key: CountryKey & keyof C,
): Option[] =>
  list.map((country) => ({
    id: String(country[key]),
    name: country.country_name,
    aliases: () => countryAliases(country.country_code),
  }));

export const cityOptions = (
  list: readonly { state_id: number; city_name: string; state_name: string }[],
): Option[] =>
  list.map((city) => ({ id: String(city.state_id), name: city.city_name || city.state_name }));
