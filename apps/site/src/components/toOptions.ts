import type { Option } from '@courier/ui/Select';

export const countryOptions = (
  list: readonly { country_id: number; country_name: string }[],
): Option[] =>
  list.map((country) => ({ id: String(country.country_id), name: country.country_name }));

export const cityOptions = (
  list: readonly { state_id: number; city_name: string; state_name: string }[],
): Option[] =>
  list.map((city) => ({ id: String(city.state_id), name: city.city_name || city.state_name }));
