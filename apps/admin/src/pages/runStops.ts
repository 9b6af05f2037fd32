/**
 * The courier runs screen's pure rules: how a stop's address reads, whether an order changed,
 * and which field of the add-a-stop form a server refusal belongs to.
 */
import type { AdminSuccessOf } from '@courier/api-client/admin';

export type RunStop = AdminSuccessOf<'admin_courier_run'>['stops'][number];
type StopAddress = RunStop['address'];

/** The Kuwaiti parts written with their word ('Block 3'); governorate and area stand alone. */
const LABELLED_PARTS = ['block', 'street', 'house', 'floor', 'flat', 'paci'] as const;
type LabelledPart = (typeof LABELLED_PARTS)[number];

/** One piece of an address line: a plain value, or a Kuwaiti part to write with its word. */
export type AddressPiece = { text: string } | { part: LabelledPart; value: string };

const clean = (value: string) => value.trim();

/**
 * A stop's address as pieces, in reading order. With Kuwaiti parts (a governorate or an area):
 * governorate, area, then block, street, house, floor, flat and PACI, each only when known.
 * Without: the booked street line, city and country. Blank values are left out.
 */
export function addressPieces(address: StopAddress): AddressPiece[] {
  const kuwaiti = clean(address.governorate) !== '' || clean(address.area) !== '';
  if (!kuwaiti)
    return [address.line, address.city, address.country]
      .map(clean)
      .filter((text) => text !== '')
      .map((text) => ({ text }));
  const pieces: AddressPiece[] = [address.governorate, address.area]
    .map(clean)
    .filter((text) => text !== '')
    .map((text) => ({ text }));
  for (const part of LABELLED_PARTS) {
    const value = clean(address[part]);
    if (value !== '') pieces.push({ part, value });
  }
  return pieces;
}

/** The party at a stop by name: the company, then the person when that is another name. */
export function partyNames(contact: RunStop['contact']): string[] {
  const names = [contact.company, contact.name].map(clean).filter((name) => name !== '');
  return names.length === 2 && names[0] === names[1] ? [names[0]!] : names;
}

const LETTER = /\p{L}/gu;
const ARABIC_LETTER = /\p{Script=Arabic}/gu;

/**
 * Values people typed (names, an address as booked), joined as they are written: with the Arabic
 * comma when most of their letters are Arabic, else with ', ', whatever the screen's language.
 */
export function joinTyped(values: readonly string[]): string {
  const text = values.join(' ');
  const letters = text.match(LETTER)?.length ?? 0;
  const arabic = text.match(ARABIC_LETTER)?.length ?? 0;
  return values.join(letters > 0 && arabic * 2 >= letters ? '\u060c ' : ', ');
}

/** True when two orders of the same stops are the same. */
export function sameOrder(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** The stops in the order of `ids` (ids of stops no longer on the run are passed over). */
export function inOrder(stops: readonly RunStop[], ids: readonly number[]): RunStop[] {
  const byId = new Map(stops.map((stop) => [stop.stopId, stop]));
  return ids.flatMap((id) => {
    const stop = byId.get(id);
    return stop ? [stop] : [];
  });
}

/**
 * The add-a-stop form's field a refusal of admin_courier_assign belongs to: an unknown AWB (404)
 * is the number's, a second stop of a kind that day (409) the kind's; anything else (no such
 * courier, the server unreachable) belongs to no field.
 */
export function refusalField(status: number): 'awb' | 'kind' | null {
  if (status === 404) return 'awb';
  if (status === 409) return 'kind';
  return null;
}
