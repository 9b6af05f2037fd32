import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@courier/api-client/endpoints';
import { DEFAULT_FIND_LOCATION_COUNTRY_ID } from '@courier/domain/constants';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const KUWAIT = 117;
const INDIA = 101;

describe('countries and cities', () => {
  it('lists every ISO country with stable ids: 117 Kuwait, 131 Malaysia (find-location default)', async () => {
    const body = endpoints.country_list.success.parse((await t.get('country_list')).json());
    expect(body.countryList.length).toBeGreaterThanOrEqual(249);
    const byId = new Map(body.countryList.map((c) => [c.id, c]));
    expect(byId.get(KUWAIT)).toMatchObject({
      country_id: KUWAIT,
      country_name: 'Kuwait',
      country_code: 'KW',
    });
    expect(byId.get(DEFAULT_FIND_LOCATION_COUNTRY_ID)).toMatchObject({
      country_name: 'Malaysia',
      country_code: 'MY',
    });
    expect(byId.get(INDIA)?.country_code).toBe('IN');
  });

  it('offers every country as an origin, and from Kuwait every country as a destination', async () => {
    const origins = endpoints.origin_country.success.parse((await t.get('origin_country')).json());
    expect(origins.countryList.length).toBeGreaterThanOrEqual(249);
    const fromKuwait = endpoints.destination_country.success.parse(
      (await t.post('destination_country', { origin_country_id: KUWAIT })).json(),
    );
    expect(fromKuwait.countryList.length).toBe(origins.countryList.length);
    // Abroad-to-abroad is not our business: from India the only destination is Kuwait.
    const fromIndia = endpoints.destination_country.success.parse(
      (await t.post('destination_country', { origin_country_id: String(INDIA) })).json(),
    );
    expect(fromIndia.countryList.map((c) => c.country_name)).toEqual(['Kuwait']);
  });

  it('needs no authorization header for destination_country and refuses a bad origin', async () => {
    const missing = await t.post('destination_country', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Message).toBe('Please Select From Country');
    const unknown = await t.post('destination_country', { origin_country_id: 99999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe('Origin country not found.');
    expect((await t.post('destination_country', { origin_country_id: 'abc' })).json().Message).toBe(
      'origin_country_id is not valid.',
    );
  });

  it('lists the six governorates of Kuwait as cities, from both city calls', async () => {
    const origin = endpoints.origin_city.success.parse(
      (await t.post('origin_city', { origin_country_id: KUWAIT })).json(),
    );
    expect(origin.cityList.map((c) => c.state_name)).toEqual([
      'Al Ahmadi Governorate',
      'Al Farwaniyah Governorate',
      'Al Jahra Governorate',
      'Capital Governorate',
      'Hawalli Governorate',
      'Mubarak Al-Kabeer Governorate',
    ]);
    const destination = endpoints.destination_city.success.parse(
      (await t.post('destination_city', { destination_country_id: String(KUWAIT) })).json(),
    );
    expect(destination.cityList).toEqual(origin.cityList);
    const missing = await t.post('destination_city', {});
    expect([missing.statusCode, missing.json().Message]).toEqual([400, 'Please Select To Country']);
    expect((await t.post('origin_city', { origin_country_id: 0 })).statusCode).toBe(400);
    expect((await t.post('origin_city', { origin_country_id: 5000 })).statusCode).toBe(404);
  });

  it('gives the mobile code with its plus sign', async () => {
    const kw = endpoints.mobile_code_by_country.success.parse(
      (await t.post('mobile_code_by_country', { country_id: KUWAIT })).json(),
    );
    expect(kw.mobileCode).toBe('+965');
    const india = endpoints.mobile_code_by_country.success.parse(
      (await t.post('mobile_code_by_country', { country_id: String(INDIA) })).json(),
    );
    expect(india.mobileCode).toBe('+91');
    const wrong = await t.post('mobile_code_by_country', { country_id: true });
    expect([wrong.statusCode, wrong.json().Message]).toEqual([400, 'Please select a country.']);
  });
});

describe('lists for the booking forms', () => {
  it('answers vehicles (vechileList), services, currencies and KYC types', async () => {
    const vehicles = endpoints.vehicle_list.success.parse((await t.get('vehicle_list')).json());
    expect(vehicles.vechileList.map((v) => v.vehicle_name)).toEqual(['van', 'bike']);
    const services = endpoints.service_list.success.parse((await t.get('service_list')).json());
    expect(services.serviceList.map((s) => s.service_name)).toContain('Express Parcel');
    const currencies = endpoints.currency_list.success.parse((await t.get('currency_list')).json());
    expect(currencies.currencyList[0]).toEqual({
      currency_code: 'KWD',
      currency_name: 'Kuwaiti Dinar',
    });
    const kyc = endpoints.kyc_list.success.parse((await t.get('kyc_list')).json());
    expect(kyc.kycList.map((k) => k.kyc_name)).toEqual([
      'civilid',
      'passport',
      'commerciallicence',
      'voterid',
      'aadharcard',
      'pancard',
    ]);
  });
});
