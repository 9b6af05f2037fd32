import { describe, expect, it } from 'vitest';
import { billableWeightKg, QUOTE_MESSAGES, quoteRate, shippingFils } from './rateQuote.ts';

describe('billableWeightKg', () => {
  it.each([
    [0.1, 0.5],
    [0.5, 0.5],
    [0.51, 1],
    [1.01, 1.5],
    [2.3, 2.5],
    [0.1 + 0.2 + 0.2, 0.5],
    [10, 10],
  ])('%s kg is billed as %s kg', (weight, billed) => {
    expect(billableWeightKg(weight)).toBe(billed);
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

describe('shippingFils', () => {
  it('takes the lightest band that covers the billable weight', () => {
    expect(shippingFils(card, 0.2)).toBe(5000);
    expect(shippingFils(card, 0.7)).toBe(6000);
    expect(shippingFils(card, 1.2)).toBe(8000);
  });
  it('adds a step per further 0.5 kg above the last band', () => {
    expect(shippingFils(card, 2.1)).toBe(8700);
    expect(shippingFils(card, 3)).toBe(9400);
  });
  it('has no price above the maximum, for zero or a negative weight, or without bands', () => {
    expect(shippingFils(card, 30.2)).toBeUndefined();
    expect(shippingFils(card, 0)).toBeUndefined();
    expect(shippingFils(card, -1)).toBeUndefined();
    expect(shippingFils(card, Number.NaN)).toBeUndefined();
    expect(shippingFils({ ...card, bands: [] }, 1)).toBeUndefined();
  });
});

describe('quoteRate', () => {
  it('adds VAT rounded to 10 fils to the shipping price', () => {
    expect(quoteRate(card, 1.2, 5)).toEqual({
      billableWeightKg: 1.5,
      shippingFils: 8000,
      vatFils: 400,
      totalFils: 8400,
    });
    expect(quoteRate({ ...card, bands: [{ upToKg: 1, priceFils: 1550 }] }, 1, 5)).toMatchObject({
      vatFils: 80, // 77.5 -> 80
      totalFils: 1630,
    });
    expect(quoteRate(card, 31, 5)).toBeUndefined();
  });
  it('words its refusals once', () => {
    expect(QUOTE_MESSAGES.noRoute('India', 'Malaysia')).toBe(
      'We do not ship from India to Malaysia yet. Please contact us for a quote.',
    );
    expect(QUOTE_MESSAGES.tooHeavy(400, 'Kuwait', 'India')).toBe(
      'No service carries 400 kg from Kuwait to India yet. Please contact us for a quote.',
    );
  });
});

describe('a card priced again', () => {
  it('reads bands that were replaced, not the ones it read first', () => {
    const edited = { ...card, bands: [...card.bands] };
    expect(shippingFils(edited, 0.2)).toBe(5000);
    edited.bands = [{ upToKg: 0.5, priceFils: 4500 }];
    expect(shippingFils(edited, 0.2)).toBe(4500);
    edited.maxWeightKg = 0.3;
    expect(shippingFils(edited, 0.5)).toBeUndefined();
  });
});
