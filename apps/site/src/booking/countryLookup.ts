/** Country fields hold names (what the records and result views show); some calls need ids. */
export interface NamedCountry {
  country_id: number;
  country_name: string;
}

export function countryIdByName(countries: readonly NamedCountry[], name: string): number | null {
  if (!name) return null;
  const wanted = name.trim().toUpperCase();
  return (
    countries.find((country) => country.country_name.trim().toUpperCase() === wanted)?.country_id ??
    null
  );
}

/** A country as a list names it, with its ISO 3166-1 alpha-2 code. */
export interface CodedCountry {
  country_name: string;
  country_code: string;
}

/**
 * The id of the country `name` names in our list, or null. A name our list does not hold is
 * looked up in `named` (the carrier's list, in English whatever the page's language) and matched
 * by its ISO code: an Arabic page of the customer wizard.
 */
export function countryIdOf(
  countries: readonly (NamedCountry & CodedCountry)[],
  name: string,
  named: readonly CodedCountry[],
): number | null {
  const byName = countryIdByName(countries, name);
  if (byName !== null || !name) return byName;
  const iso = named.find((country) => country.country_name === name)?.country_code;
  if (!iso) return null;
  return countries.find((country) => country.country_code === iso)?.country_id ?? null;
}

/** The entry of `names` equal to `name` ignoring case, or '' (the default 'Kuwait' as 'KUWAIT'). */
export function matchName(names: readonly string[], name: string): string {
  const wanted = name.trim().toUpperCase();
  return names.find((candidate) => candidate.trim().toUpperCase() === wanted) ?? '';
}

/**
 * The courier's own country as `list` names it, found by its code (an Arabic list names it
 * 'الكويت'), else `fallback` as the list spells it, else `fallback` (the list still loading).
 */
export function homeCountryName(
  list: readonly CodedCountry[],
  homeCode: string,
  fallback: string,
): string {
  const coded = list.find((country) => country.country_code === homeCode)?.country_name;
  return (
    coded ??
    (matchName(
      list.map((country) => country.country_name),
      fallback,
    ) ||
      fallback)
  );
}
