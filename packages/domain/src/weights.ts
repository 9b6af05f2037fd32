import { ITEM_NUMBER_DECIMALS, VOLUMETRIC_DIVISOR } from './constants.ts';
import { divideRounded, parseScaled, scaledToNumber } from './decimal.ts';

/**
 * Weights and totals of booking step 2 (spec 4 and 5). Every number is limited to two decimals
 * (ITEM_NUMBER_DECIMALS), rounded half away from zero (decimal.ts), and computed exactly in
 * hundredths, so totals never show float noise like 0.30000000000000004.
 *
 * While a user types, a line may hold blanks or half-typed numbers: any value that is blank,
 * not a number or below zero counts as 0, and extra decimals are rounded, so totals follow the
 * form live; the step 2 schema rejects such values on submit.
 */

const SCALE = ITEM_NUMBER_DECIMALS;
const DIVISOR = BigInt(VOLUMETRIC_DIVISOR);

/** A form value: the string of an input, or a number. */
export type NumberInput = string | number | null | undefined;

/** Hundredths of a form value; 0 for blank, malformed or negative values. */
function hundredths(value: NumberInput): bigint {
  if (value === null || value === undefined) return 0n;
  const scaled = parseScaled(value, SCALE);
  return scaled === null || scaled < 0n ? 0n : scaled;
}

/** A quantity: a whole number of pieces, with an optional leading '+' (customer wizard). */
function wholeQuantity(value: NumberInput): bigint {
  if (value === null || value === undefined) return 0n;
  const text = String(value).trim();
  return /^\+?[0-9]+$/.test(text) ? BigInt(text.replace('+', '')) : 0n;
}

const toNumber = (value: bigint): number => scaledToNumber(value, SCALE);

/** Volumetric weight of one line: length x width x height / 5000, in kg, two decimals. */
export function volumetricWeight(
  length: NumberInput,
  width: NumberInput,
  height: NumberInput,
): number {
  // Three factors in hundredths carry 10^6; the result keeps 10^2.
  const product = hundredths(length) * hundredths(width) * hundredths(height);
  return toNumber(divideRounded(product, DIVISOR * 10n ** BigInt(2 * SCALE)));
}

/** Item total of one line: qty x item value, two decimals. */
export function itemTotal(qty: NumberInput, itemValue: NumberInput): number {
  return toNumber(wholeQuantity(qty) * hundredths(itemValue));
}

/** Chargeable weight: the larger of the actual and the volumetric weight. */
export function chargeableWeight(weight: NumberInput, volumeWeight: NumberInput): number {
  const [a, b] = [hundredths(weight), hundredths(volumeWeight)];
  return toNumber(a > b ? a : b);
}

/** The line fields the totals read. */
export interface TotalsLine {
  weight?: NumberInput;
  volume_weight?: NumberInput;
  item_total_value?: NumberInput;
}

export interface ShipmentTotals {
  /** Number of lines. */
  total_pieces: number;
  /** Sum of the lines' weights. */
  total_weight: number;
  /** Sum of the lines' volumetric weights. */
  total_volume_weight: number;
  /** The larger of total weight and total volumetric weight. */
  total_chargeable_weight: number;
  /** Declared value: sum of the item totals. */
  value: number;
}

/**
 * Totals of a shipment from its lines, as the lines hold them (call recalculateLine first so
 * each line's volume weight and item total are current).
 */
export function shipmentTotals(lines: readonly TotalsLine[]): ShipmentTotals {
  let weight = 0n;
  let volume = 0n;
  let value = 0n;
  for (const line of lines) {
    weight += hundredths(line.weight);
    volume += hundredths(line.volume_weight);
    value += hundredths(line.item_total_value);
  }
  return {
    total_pieces: lines.length,
    total_weight: toNumber(weight),
    total_volume_weight: toNumber(volume),
    total_chargeable_weight: toNumber(weight > volume ? weight : volume),
    value: toNumber(value),
  };
}
