import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@courier/api-client/endpoints';
import { resolveCountry } from '../shipments/priceShipment.ts';
import { loadTariff } from '../rates/tariff.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const KUWAIT = 117;
const INDIA = 101;
type Headers = Record<string, string>;
const AR = { 'accept-language': 'ar' };

const get = async (path: string, headers: Headers = {}) =>
  (await t.app.inject({ method: 'GET', url: `/api/website/${path}`, headers })).json();
const post = async (path: string, body: object, headers: Headers = {}) =>
  (
    await t.app.inject({ method: 'POST', url: `/api/website/${path}`, payload: body, headers })
  ).json();

describe('reference lists in the request language', () => {
  it('names countries in Arabic to an Arabic request, in Arabic order', async () => {
    const body = endpoints.country_list.success.parse(await get('country_list', AR));
    const byId = new Map(body.countryList.map((c) => [c.id, c]));
    expect(byId.get(KUWAIT)).toMatchObject({ country_name: 'الكويت', country_code: 'KW' });
    expect(byId.get(INDIA)?.country_name).toBe('الهند');
    const names = body.countryList.map((c) => c.country_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ar')));
  });

  it('follows the lang cookie over the browser', async () => {
    const arabic = await get('country_list', { 'accept-language': 'en', cookie: 'lang=ar' });
    expect(JSON.stringify(arabic)).toContain('الكويت');
    const english = await get('country_list', { 'accept-language': 'ar', cookie: 'lang=en' });
    expect(JSON.stringify(english)).not.toContain('الكويت');
  });

  it('keeps the English answers: English names in English order', async () => {
    const plain = await get('country_list');
    expect(await get('country_list', { 'accept-language': 'en-GB' })).toEqual(plain);
    const body = endpoints.country_list.success.parse(plain);
    expect(body.countryList.find((c) => c.id === KUWAIT)?.country_name).toBe('Kuwait');
    const services = await get('service_list');
    expect(services.serviceList.map((s: { service_name: string }) => s.service_name)).toContain(
      'Express Parcel',
    );
  });

  it('takes back the Arabic name a booking sends, as the country it names', async () => {
    const tariff = await loadTariff(t.db);
    expect(resolveCountry(tariff, 'الكويت')?.id).toBe(KUWAIT);
    expect(resolveCountry(tariff, 'Kuwait')?.id).toBe(KUWAIT);
    expect(resolveCountry(tariff, 'kw')?.id).toBe(KUWAIT);
    expect(resolveCountry(tariff, String(KUWAIT))?.id).toBe(KUWAIT);
  });

  it("names Kuwait's governorates in Arabic; other cities stay English", async () => {
    const kuwait = await post('origin_city', { origin_country_id: KUWAIT }, AR);
    const names = kuwait.cityList.map((c: { city_name: string }) => c.city_name);
    expect(names).toContain('محافظة حولي');
    expect(names).toContain('محافظة العاصمة');
    expect(names.every((n: string) => /\p{Script=Arabic}/u.test(n))).toBe(true);
    const india = await post('destination_city', { destination_country_id: INDIA }, AR);
    expect(india.cityList.map((c: { city_name: string }) => c.city_name)).toContain(
      'Andaman and Nicobar Islands',
    );
  });

  it('names the shipment services in Arabic', async () => {
    const services = await get('service_list', AR);
    expect(services.serviceList.map((s: { service_name: string }) => s.service_name)).toContain(
      'طرود سريعة',
    );
  });
});
