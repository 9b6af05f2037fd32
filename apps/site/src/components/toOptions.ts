import type { SelectOption } from './form/SelectField';

export const countryOptions = (list: readonly { country_id: number; country_name: string }[]): SelectOption[] =>
  list.map((country) => ({ value: String(country.country_id), label: country.country_name }));

export const cityOptions = (list: readonly { state_id: number; city_name: string; state_name: string }[]): SelectOption[] =>
  list.map((city) => ({ value: String(city.state_id), label: city.city_name || city.state_name }));
