import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@courier/api-client/endpoints';
import { MESSAGES } from '@courier/domain/messages';
// Test-only import of the simulator (allowed for apps/api test files by eslint.config.js).
import {
  startCarrierSimulator,
  type CarrierSimulator,
} from '../../../mock-api/src/carrierSimulator/server.ts';
import { CARRIER_UNAVAILABLE_STATUS } from '../carrier/carrierResponse.ts';
import { createCustomer } from '../customers/customerAccounts.ts';
import { customerBooking } from '../shipments/booking.testSupport.ts';
import { loadShippingConfig } from '../shipments/shippingConfig.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

const credentials = { username: 'api-user', password: 'api-secret', accessKey: 'api-key' };
let sim: CarrierSimulator;
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  sim = await startCarrierSimulator({ port: 0, credentials, slowMs: 2_500 });
  t = await startTestApp({
    shipping: {
      ...loadShippingConfig({}),
      carrierAdapter: 'http',
      httpCarrier: { baseUrl: sim.url, ...credentials, timeoutMs: 1_000, allowInsecureHttp: true },
    },
  });
  await createCustomer(t.db, {
    userId: 'carol',
    password: 'Carol#2026pw',
    companyName: 'Carol WLL',
    contactPerson: 'Carol',
    city: 'Kuwait City',
    phone: '+96522223333',
    email: 'carol@example.com',
    accountNo: 'KWI-300001',
  });
  const login = await t.post('customer_login', { Userid: 'carol', Password: 'Carol#2026pw' });
  headers = {
    cookie: `courier_session=${login.cookies.find((c) => c.name === 'courier_session')!.value}`,
  };
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  t.app.inject({
    method,
    url: `/api/website/${path}`,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });

async function record(note: string): Promise<string> {
  // Service 1 of service_list_from_api; the server books it with the carrier by its name.
  const res = await call(
    'POST',
    'create_shipment',
    customerBooking('1', {
      sender_country: 'KUWAIT',
      receiver_country: 'INDIA',
      special_instruction: note,
    }),
  );
  if (res.statusCode !== 200) throw new Error(res.body);
  return endpoints.create_shipment.success.parse(res.json()).shipmentId;
}

describe('HTTP carrier adapter behind the routes (carrier simulator)', () => {
  it('serves the carrier lists', async () => {
    const countries = endpoints.country_list_from_api.success.parse(
      (await call('GET', 'country_list_from_api')).json(),
    );
    expect(countries.country_list).toContainEqual({ country_code: 'IN', country_name: 'INDIA' });
    const cities = endpoints.city_list_from_api.success.parse(
      (await call('POST', 'city_list_from_api', { country_name: 'INDIA' })).json(),
    );
    expect(cities.city_list.map((c) => c.city_name)).toEqual(['Mumbai', 'New Delhi']);
  });

  it('books with the carrier: the enriched payload, the carrier AWB, a tracking event', async () => {
    const shipmentId = await record('http ok');
    const res = await call('POST', 'create_skynet_shipment', { shipmentId });
    const body = endpoints.create_skynet_shipment.success.parse(res.json());
    expect(body.STATUS).toBe(MESSAGES.awbGenerated);
    expect(sim.bookings().at(-1)).toMatchObject({
      awb: body.Data.Awbno,
      payload: {
        service: 'Express Worldwide',
        Shipment_Type: 'COMMERCIAL',
        BoxNo: 1,
        CustomValue: 21,
        Awbno: '',
        KycNo: null,
        CneeAdd2: 'Connaught Place',
      },
    });
    const tracks = endpoints.tracks.success.parse(
      (await t.get(`tracks?AWBNO=${body.Data.Awbno}`)).json(),
    );
    expect(tracks.data.statusDetails.status).toBe('Booked');
  });

  it('a carrier that is down or too slow leaves the shipment recorded; the retry books it once', async () => {
    const shipmentId = await record('http down');
    sim.setMode('unavailable');
    const down = await call('POST', 'create_skynet_shipment', { shipmentId });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ STATUS: CARRIER_UNAVAILABLE_STATUS });
    sim.setMode('slow');
    const slow = await call('POST', 'create_skynet_shipment', { shipmentId });
    expect(slow.statusCode).toBe(503);
    const pending = (await t.db.execute(
      `select carrier_status, awb from shipments where public_id = '${shipmentId}'`,
    )) as unknown as { rows: Array<{ carrier_status: string; awb: string | null }> };
    expect(pending.rows[0]).toEqual({ carrier_status: 'pending', awb: null });

    sim.setMode('normal');
    // The slow call may still have reached the carrier; booking the same shipment number again answers the same AWB.
    await new Promise((resolve) => setTimeout(resolve, 2_600));
    const retry = endpoints.create_skynet_shipment.success.parse(
      (await call('POST', 'create_skynet_shipment', { shipmentId })).json(),
    );
    const again = endpoints.create_skynet_shipment.success.parse(
      (await call('POST', 'create_skynet_shipment', { shipmentId })).json(),
    );
    expect(again.Data.Awbno).toBe(retry.Data.Awbno);
    expect(sim.bookings().filter((b) => b.awb === retry.Data.Awbno)).toHaveLength(1);
  });

  it('answers an empty list, not an error, when the carrier cannot give its lists', async () => {
    sim.setMode('unavailable');
    const res = await call('GET', 'service_list_from_api');
    sim.setMode('normal');
    expect([res.statusCode, res.json().serviceList]).toEqual([200, []]);
  });
});
