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

/** The entry of `names` equal to `name` ignoring case, or '' (for defaults such as 'INDIA'). */
export function matchName(names: readonly string[], name: string): string {
  const wanted = name.trim().toUpperCase();
  return names.find((candidate) => candidate.trim().toUpperCase() === wanted) ?? '';
}
