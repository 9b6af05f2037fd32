import { parseScaled } from './decimal.ts';
import { withVat } from './money.ts';
import { messageWords } from './messageWords.ts';

/**
 * Pricing a weight against a rate card: the one rule the API (cards in the database) and the
 * mock API (the same cards from @courier/demo-data) both run, so they quote alike.
 *
 * Two weights, two names: the chargeable weight (weights.ts, the larger of actual and
 * volumetric) is what the customer's shipment weighs for pricing; the billable weight is that
 * figure rounded up to the carrier's billing step (0.5 kg), which is what a card is read at.
 */

/** Express carriers bill in half-kilogram steps: 1.01 kg is billed as 1.5 kg. */
const BILLING_STEP_KG = 0.5;
const STEP_GRAMS = BILLING_STEP_KG * 1000;

/** Whole grams of a weight in kg, read as the decimal it is written as (no float noise). */
function grams(weightKg: number): number {
  const scaled = parseScaled(weightKg, 3);
  return scaled === null ? Number.NaN : Number(scaled);
}

/** A weight in whole grams rounded up to the next billing step (NaN for what is no weight). */
function billedGrams(weightKg: number): number {
  return Math.ceil(grams(weightKg) / STEP_GRAMS) * STEP_GRAMS;
}

/** A weight rounded up to the next billing step: 0.1 -> 0.5, 0.51 -> 1, 2.3 -> 2.5, 10 -> 10. */
export function billableWeightKg(weightKg: number): number {
  return billedGrams(weightKg) / 1000;
}

export interface RateBand {
  upToKg: number;
  priceFils: number;
}

/** The prices of one rate card (one service between an origin and a destination zone). */
export interface RateCardPrices {
  /** Heaviest billable weight the service carries (documents stop at a few kg). */
  maxWeightKg: number;
  /** Price of each further billing step above the last band. */
  perExtraHalfKgFils: number;
  /** Any order; the lightest band that covers the billable weight is used. */
  bands: readonly RateBand[];
}

/** A card's weights in grams, bands lightest first: what pricing a weight compares against. */
interface GramCard {
  bands: readonly RateBand[];
  maxWeightKg: number;
  maxGrams: number;
  sorted: { grams: number; priceFils: number }[];
}

/**
 * Cards are read far more often than they change (the API keeps them in memory until a rate card
 * is saved), so each card's band weights are parsed and sorted once, not on every
 * quote. Keyed by the card object; a card whose bands array or maximum was replaced is read again.
 */
const gramCards = new WeakMap<RateCardPrices, GramCard>();

function gramCard(card: RateCardPrices): GramCard {
  const known = gramCards.get(card);
  if (known && known.bands === card.bands && known.maxWeightKg === card.maxWeightKg) return known;
  const prepared: GramCard = {
    bands: card.bands,
    maxWeightKg: card.maxWeightKg,
    maxGrams: grams(card.maxWeightKg),
    sorted: card.bands
      .map((b) => ({ grams: grams(b.upToKg), priceFils: b.priceFils }))
      .sort((a, b) => a.grams - b.grams),
  };
  gramCards.set(card, prepared);
  return prepared;
}

function shippingFilsAt(card: RateCardPrices, billed: number): number | undefined {
  const { maxGrams, sorted } = gramCard(card);
  if (!(billed > 0) || billed > maxGrams) return undefined;
  const band = sorted.find((b) => b.grams >= billed);
  if (band) return band.priceFils;
  const last = sorted[sorted.length - 1];
  if (!last) return undefined;
  const extraSteps = Math.ceil((billed - last.grams) / STEP_GRAMS);
  return last.priceFils + extraSteps * card.perExtraHalfKgFils;
}

/** The shipping price of a card for a weight in fils; undefined when the card cannot carry it. */
export function shippingFils(card: RateCardPrices, weightKg: number): number | undefined {
  return shippingFilsAt(card, billedGrams(weightKg));
}

export interface RateQuote {
  billableWeightKg: number;
  shippingFils: number;
  vatFils: number;
  totalFils: number;
}

/** Shipping plus VAT (money.ts vatFils: rounded to 10 fils) of one card; undefined when it cannot carry the weight. */
export function quoteRate(
  card: RateCardPrices,
  weightKg: number,
  vatPercent: number,
): RateQuote | undefined {
  const billed = billedGrams(weightKg);
  const shipping = shippingFilsAt(card, billed);
  if (shipping === undefined) return undefined;
  const { vat, total } = withVat(shipping, vatPercent);
  return {
    billableWeightKg: billed / 1000,
    shippingFils: shipping,
    vatFils: vat,
    totalFils: total,
  };
}

/**
 * The Message of a quote and of its refusals, worded once for the API and the mock (the
 * catalogue's group `quote`, read in the language of the moment).
 */
const quoteWords = () => messageWords().quote;
export const QUOTE_MESSAGES = {
  get priced() {
    return quoteWords().priced;
  },
  noRoute: (origin: string, destination: string) => quoteWords().noRoute({ origin, destination }),
  tooHeavy: (weightKg: number, origin: string, destination: string) =>
    quoteWords().tooHeavy({ weightKg: String(weightKg), origin, destination }),
  get serviceUnavailable() {
    return quoteWords().serviceUnavailable;
  },
  noGoodsService: (origin: string, destination: string) =>
    quoteWords().noGoodsService({ origin, destination }),
  get documentsOnly() {
    return quoteWords().documentsOnly;
  },
};
