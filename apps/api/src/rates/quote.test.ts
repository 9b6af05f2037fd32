import { describe, expect, it } from 'vitest';
import { chargeableWeightKg } from './chargeableWeight.ts';
import { filsToKwd, priceFor, quote, vatFils } from './quote.ts';

describe('chargeableWeightKg', () => {
  it.each([
    [0.1, 0.5],
    [0.5, 0.5],
    [0.51, 1],
    [1.01, 1.5],
    [2.3, 2.5],
    [0.1 + 0.2 + 0.2, 0.5],
    [10, 10],
  ])('%s kg is charged as %s kg', (weight, charged) => {
    expect(chargeableWeightKg(weight)).toBe(charged);
  });
});

const card = {
  maxWeightKg: 30,
  perExtraHalfKgFils: 700,
  bands: [
    { upToKg: 1, priceFils: 6000 },
    { upToKg: 0.5, priceFils: 5000 },
    { upToKg: 2, priceFils: 8000 },
  ],
};

describe('priceFor', () => {
  it('takes the smallest band that covers the chargeable weight', () => {
    expect(priceFor(card, 0.2)).toBe(5000);
    expect(priceFor(card, 0.7)).toBe(6000);
    expect(priceFor(card, 1.2)).toBe(8000);
  });
  it('adds a step per further 0.5 kg above the last band', () => {
    expect(priceFor(card, 2.1)).toBe(8700);
    expect(priceFor(card, 3)).toBe(9400);
  });
  it('has no price above the maximum, for zero, or without bands', () => {
    expect(priceFor(card, 30.2)).toBeUndefined();
    expect(priceFor(card, 0)).toBeUndefined();
    expect(priceFor({ ...card, bands: [] }, 1)).toBeUndefined();
  });
});

describe('quote and VAT', () => {
  it('rounds VAT to whole 10 fils so KWD shows exactly at 2 decimals', () => {
    expect(vatFils(14200, 5)).toBe(710);
    expect(vatFils(1500, 5)).toBe(80);
    expect(vatFils(1500, 0)).toBe(0);
  });
  it('adds VAT to the shipping price', () => {
    expect(quote(card, 1.2, 5)).toEqual({ chargeableWeightKg: 1.5, shippingFils: 8000, vatFils: 400, totalFils: 8400 });
    expect(filsToKwd(8400)).toBe(8.4);
  });
});
