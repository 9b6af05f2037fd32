import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@courier/api-client/endpoints';
import { rateMessages } from '@courier/domain/schemas/rate';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
const KUWAIT = 117;
const INDIA = 101;
const MALAYSIA = 131;
let capital: number;
let hawalli: number;
let delhi: number;
let kualaLumpur: number;

beforeAll(async () => {
  t = await startTestApp({ vatPercent: 5 });
  const city = async (country: number, name: string) => {
    const body = endpoints.origin_city.success.parse(
      (await t.post('origin_city', { origin_country_id: country })).json(),
    );
    return body.cityList.find((c) => c.state_name === name)!.state_id;
  };
  capital = await city(KUWAIT, 'Capital Governorate');
  hawalli = await city(KUWAIT, 'Hawalli Governorate');
  delhi = await city(INDIA, 'Delhi');
  kualaLumpur = await city(MALAYSIA, 'Kuala Lumpur');
});
afterAll(async () => t?.close());

const price = (body: Record<string, unknown>) => t.post('price_calculation', body);
const base = () => ({
  origin_country_id: String(KUWAIT),
  destination_country_id: String(INDIA),
  origin_city_id: String(capital),
  destination_city_id: String(delhi),
  weight: '2.3',
  unit: 'KG',
});

describe('price_calculation', () => {
  it('prices Kuwait to India on 2.5 kg chargeable with 5% VAT, every figure from the server', async () => {
    const body = endpoints.price_calculation.success.parse((await price(base())).json());
    expect(body).toMatchObject({
      originCountryName: 'Kuwait',
      destinationCountryName: 'India',
      service_id: expect.any(Number),
      vatPercentage: 5,
      // South Asia Express Parcel: 7.000 first 0.5 kg + 4 x 1.800 = 14.200; VAT 0.710.
      totalPrice: 14.2,
      vatAmount: 0.71,
      netPrice: 14.91,
    });
    // Express Documents stops at 2 kg; the parcel services remain.
    expect(body.serviceList.map((s) => s.service_name)).toEqual([
      'Express Parcel',
      'Economy Express',
    ]);
  });

  it('names the countries and services in the language asked, each language kept apart', async () => {
    const inArabic = async () =>
      endpoints.price_calculation.success.parse(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/website/price_calculation',
            headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
            payload: JSON.stringify(base()),
          })
        ).json(),
      );
    const english = endpoints.price_calculation.success.parse((await price(base())).json());
    const arabic = await inArabic();
    expect([arabic.originCountryName, arabic.destinationCountryName]).toEqual(['الكويت', 'الهند']);
    expect(arabic.serviceList.map((s) => s.service_name)).toEqual([
      'طرود سريعة',
      'شحن سريع اقتصادي',
    ]);
    expect(arabic.netPrice).toBe(english.netPrice);
    // Asked again in English after Arabic: the kept answer of each language is its own.
    const again = endpoints.price_calculation.success.parse((await price(base())).json());
    expect(again.originCountryName).toBe('Kuwait');
    expect((await inArabic()).originCountryName).toBe('الكويت');
  });

  it('prices the chosen service and refuses one not offered', async () => {
    const all = endpoints.price_calculation.success.parse(
      (await price({ ...base(), weight: '0.4' })).json(),
    );
    expect(all.serviceList.map((s) => s.service_name)).toEqual([
      'Express Documents',
      'Express Parcel',
      'Economy Express',
    ]);
    const economy = all.serviceList.find((s) => s.service_name === 'Economy Express')!;
    const chosen = endpoints.price_calculation.success.parse(
      (await price({ ...base(), weight: '0.4', service_id: economy.service_id })).json(),
    );
    expect(chosen.service_id).toBe(economy.service_id);
    expect(chosen.netPrice).toBeLessThan(all.netPrice);
    expect(chosen.netPrice).toBeCloseTo(chosen.totalPrice + chosen.vatAmount, 3);

    const domestic = await price({ ...base(), service_id: '4' });
    expect([domestic.statusCode, domestic.json().Message]).toEqual([
      400,
      'The selected service is not available for this shipment.',
    ]);
  });

  it('answers a repeated question with the same text, and JSON numbers as their digits', async () => {
    // Answers are kept by question: the kept text must be the question's own.
    const first = await price(base());
    const again = await price(base());
    const numbers = await price({
      ...base(),
      origin_country_id: KUWAIT,
      destination_country_id: INDIA,
      origin_city_id: capital,
      destination_city_id: delhi,
      weight: 2.3,
    });
    expect(again.body).toBe(first.body);
    expect(numbers.body).toBe(first.body);
    const heavier = endpoints.price_calculation.success.parse(
      (await price({ ...base(), weight: '5' })).json(),
    );
    expect(heavier.netPrice).toBeGreaterThan(
      endpoints.price_calculation.success.parse(first.json()).netPrice,
    );
  });

  it('prices domestic shipments with the domestic services only', async () => {
    const body = endpoints.price_calculation.success.parse(
      (
        await price({
          ...base(),
          destination_country_id: KUWAIT,
          destination_city_id: hawalli,
          weight: 1,
        })
      ).json(),
    );
    expect(body.serviceList.map((s) => s.service_name)).toEqual([
      'Domestic Same Day',
      'Domestic Next Day',
    ]);
    expect(body.totalPrice).toBeGreaterThan(0);
  });

  it('answers a route without a rate with a clear Message, not a zero price', async () => {
    const res = await price({
      ...base(),
      origin_country_id: INDIA,
      origin_city_id: delhi,
      destination_country_id: MALAYSIA,
      destination_city_id: kualaLumpur,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      Status: 'Error',
      Message: 'We do not ship from India to Malaysia yet. Please contact us for a quote.',
    });
    expect(res.json().netPrice).toBeUndefined();
    const tooHeavy = await price({ ...base(), weight: '301' });
    expect(tooHeavy.json().Message).toBe(
      'No service carries 301 kg from Kuwait to India yet. Please contact us for a quote.',
    );
  });

  it.each([
    [{ origin_country_id: '' }, rateMessages.fromCountry],
    [{ destination_country_id: undefined }, rateMessages.toCountry],
    [{ origin_city_id: '' }, rateMessages.fromCity],
    [{ destination_city_id: null }, rateMessages.toCity],
    [{ weight: 'heavy' }, rateMessages.weight],
    [{ weight: '0' }, rateMessages.weight],
    [{ weight: -2 }, rateMessages.weight],
    [{ weight: true }, rateMessages.weight],
    [{ unit: 'LB' }, rateMessages.unit],
    [{ origin_country_id: '99999' }, rateMessages.fromCountry],
    [{ origin_country_id: 'x1' }, rateMessages.fromCountry],
    [{ origin_city_id: '1' }, rateMessages.fromCity],
  ])('refuses %o with "%s"', async (change, message) => {
    const res = await price({ ...base(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Status: 'Error', Message: message });
  });
});

describe('invoice_price_calculation', () => {
  it('prices a chosen service on the chargeable weight of a booking', async () => {
    const quote = endpoints.price_calculation.success.parse(
      (await price({ ...base(), weight: '2.5' })).json(),
    );
    const res = await t.post('invoice_price_calculation', {
      origin_country_id: KUWAIT,
      destination_country_id: INDIA,
      service_id: quote.service_id,
      total_chargeable_weight: '2.5',
    });
    const body = endpoints.invoice_price_calculation.success.parse(res.json());
    expect(body.netPrice).toBe(quote.netPrice);
  });

  it('answers the services that carry the weight when none is chosen yet; refuses a missing weight', async () => {
    const noService = await t.post('invoice_price_calculation', {
      origin_country_id: KUWAIT,
      destination_country_id: INDIA,
      total_chargeable_weight: '2',
    });
    expect(noService.statusCode).toBe(200);
    expect(
      endpoints.invoice_price_calculation.success.parse(noService.json()).serviceList.length,
    ).toBeGreaterThan(0);
    const noWeight = await t.post('invoice_price_calculation', {
      origin_country_id: KUWAIT,
      destination_country_id: INDIA,
      service_id: 2,
      total_chargeable_weight: '',
    });
    expect(noWeight.json().Message).toBe(rateMessages.weight);
  });
});
