/**
 * The test id of a total in the shipping step ('Total Weight' -> 'total-total-weight'): stable
 * lower-case ids that journeys and stories find without depending on spaces in a label. Made from
 * the English label in every language (Arabic letters are not word characters here).
 */
export function totalTestId(label: string): string {
  return `total-${label.toLowerCase().replace(/\W+/g, '-')}`;
}
