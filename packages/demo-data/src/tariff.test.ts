import { quoteRate } from '@courier/domain/rateQuote';
import { describe, expect, it } from 'vitest';
import { bandsFor, demoRateCards, RATE_SERVICES } from './tariff.ts';

describe('the demo tariff', () => {
  it('numbers the services from 1 in list order, the ids the API seeds', () => {
    expect(RATE_SERVICES.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('has one card per international service, zone and direction, and the domestic ones', () => {
    const cards = demoRateCards();
    // 3 international services x 9 zones x 2 directions + 2 domestic services.
    expect(cards).toHaveLength(56);
    const routes = cards.map((c) => `${c.serviceId}:${c.originZone}>${c.destinationZone}`);
    expect(new Set(routes).size).toBe(cards.length);
    expect(
      cards
        .filter((c) => c.originZone === 'KW' && c.destinationZone === 'KW')
        .map((c) => c.serviceId),
    ).toEqual([4, 5]);
  });

  it('prices South Asia Express Parcel at 7.000 for the first 0.5 kg and 1.800 a step', () => {
    const { bands } = bandsFor('SAS', 1, 70);
    expect(bands.slice(0, 5)).toEqual([
      { upToKg: 0.5, priceFils: 7000 },
      { upToKg: 1, priceFils: 8800 },
      { upToKg: 1.5, priceFils: 10600 },
      { upToKg: 2, priceFils: 12400 },
      { upToKg: 2.5, priceFils: 14200 },
    ]);
    const card = demoRateCards().find(
      (c) => c.serviceId === 2 && c.originZone === 'KW' && c.destinationZone === 'SAS',
    )!;
    expect(quoteRate(card, 2.3, 5)).toEqual({
      billableWeightKg: 2.5,
      shippingFils: 14200,
      vatFils: 710,
      totalFils: 14910,
    });
  });

  it('charges imports into Kuwait more and stops documents at 2 kg', () => {
    const cards = demoRateCards();
    const out = cards.find(
      (c) => c.serviceId === 2 && c.originZone === 'KW' && c.destinationZone === 'EUR',
    )!;
    const back = cards.find(
      (c) => c.serviceId === 2 && c.originZone === 'EUR' && c.destinationZone === 'KW',
    )!;
    expect(back.bands[0]!.priceFils).toBeGreaterThan(out.bands[0]!.priceFils);
    const docs = cards.find((c) => c.serviceId === 1 && c.destinationZone === 'EUR')!;
    expect(quoteRate(docs, 2.5, 5)).toBeUndefined();
    expect(docs.bands.every((b) => b.priceFils % 50 === 0)).toBe(true);
  });
});
