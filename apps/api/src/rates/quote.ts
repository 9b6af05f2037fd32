import { chargeableWeightKg } from './chargeableWeight.ts';

export interface RateBand {
  upToKg: number;
  priceFils: number;
}

export interface RateCardPrices {
  /** Heaviest chargeable weight the service carries (documents stop at a few kg). */
  maxWeightKg: number;
  perExtraHalfKgFils: number;
  /** Any order; the cheapest band that covers the weight is used. */
  bands: RateBand[];
}

export interface Quote {
  chargeableWeightKg: number;
  shippingFils: number;
  vatFils: number;
  totalFils: number;
}

/** VAT is rounded to whole 10 fils so every figure shows exactly at 2 decimals of KWD. */
export function vatFils(amountFils: number, vatPercent: number): number {
  return Math.round((amountFils * vatPercent) / 100 / 10) * 10;
}

/** The shipping price of one rate card for a weight; undefined when the card cannot carry it. */
export function priceFor(card: RateCardPrices, weightKg: number): number | undefined {
  const charged = chargeableWeightKg(weightKg);
  if (charged <= 0 || charged > card.maxWeightKg) return undefined;
  const bands = [...card.bands].sort((a, b) => a.upToKg - b.upToKg);
  const band = bands.find((b) => b.upToKg >= charged);
  if (band) return band.priceFils;
  const last = bands[bands.length - 1];
  if (!last) return undefined;
  const extraSteps = Math.ceil((charged - last.upToKg) / 0.5 - 1e-9);
  return last.priceFils + extraSteps * card.perExtraHalfKgFils;
}

export function quote(card: RateCardPrices, weightKg: number, vatPercent: number): Quote | undefined {
  const shipping = priceFor(card, weightKg);
  if (shipping === undefined) return undefined;
  const vat = vatFils(shipping, vatPercent);
  return { chargeableWeightKg: chargeableWeightKg(weightKg), shippingFils: shipping, vatFils: vat, totalFils: shipping + vat };
}

/** Fils to KWD as a number for the wire (the site formats it with 2 decimals). */
export const filsToKwd = (fils: number): number => Math.round(fils) / 1000;
