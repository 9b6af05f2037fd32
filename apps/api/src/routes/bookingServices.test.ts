import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@courier/api-client/endpoints';
import { QUOTE_MESSAGES } from '@courier/domain/rateQuote';
import { createCustomer } from '../customers/customerAccounts.ts';
import {
  customerBooking,
  INDIA,
  KUWAIT,
  line,
  publicBooking,
  serviceId,
} from '../shipments/booking.testSupport.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

vi.setConfig({ testTimeout: 150_000 });

/**
 * Step 2 of both wizards offers the services that can carry the parcel: the price call answers
 * them for a type and weight without a service chosen, and a booking on a service that cannot
 * carry it is refused on its service field (the wizard shows it there, on step 2).
 */
let t: TestApp;
let documents: string;
let parcel: string;
const ACCOUNT = { userId: 'carol', password: 'Carol#2026pw', accountNo: 'KWI-300001' };

beforeAll(async () => {
  t = await startTestApp({ vatPercent: 0 });
  documents = await serviceId(t, 'Express Documents');
  parcel = await serviceId(t, 'Express Parcel');
  await createCustomer(t.db, {
    ...ACCOUNT,
    companyName: 'Carol WLL',
    contactPerson: 'Carol',
    city: 'Kuwait City',
    phone: '+96522223333',
    email: 'carol@example.com',
  });
});
afterAll(async () => t?.close());

/** A half-kilo box: light enough for the documents service, so only its type can refuse it. */
const smallBox = {
  shipment_items: [line({ weight: '0.5', length: '10', width: '10', height: '10', qty: '1' })],
};

const serviceNames = async (type: string, weight: string) => {
  const res = await t.post('invoice_price_calculation', {
    origin_country_id: KUWAIT,
    destination_country_id: INDIA,
    type,
    total_chargeable_weight: weight,
  });
  expect(res.statusCode, res.body).toBe(200);
  return endpoints.invoice_price_calculation.success
    .parse(res.json())
    .serviceList.map((s) => s.service_name);
};

describe('the services a booking is offered', () => {
  it('lists, without a service chosen, only what carries the type and the weight', async () => {
    expect(await serviceNames('non-docs', '0.5')).toEqual(['Express Parcel', 'Economy Express']);
    expect(await serviceNames('SPX', '0.5')).not.toContain('Express Documents');
    expect(await serviceNames('docs', '0.5')).toContain('Express Documents');
    // Documents stop at 2 kg.
    expect(await serviceNames('DOX', '3')).not.toContain('Express Documents');
  });

  it('refuses a type that is no booking type, in the words of the field', async () => {
    const res = await t.post('invoice_price_calculation', {
      origin_country_id: KUWAIT,
      destination_country_id: INDIA,
      type: 'parcel',
      total_chargeable_weight: '1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('type is not valid.');
  });
});

describe('a booking on a service that cannot carry it', () => {
  it('is refused on the service field (public wizard)', async () => {
    const res = await t.post('create_shipment', publicBooking(documents, smallBox));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      Message: QUOTE_MESSAGES.documentsOnly,
      errors: { service: QUOTE_MESSAGES.documentsOnly },
    });
    const fine = await t.post('create_shipment', publicBooking(parcel, smallBox));
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('is refused on the service field (customer wizard, our own carrier), not booked at KWD 0', async () => {
    const login = await t.post('customer_login', {
      Userid: ACCOUNT.userId,
      Password: ACCOUNT.password,
    });
    const cookie = login.cookies.find((c) => c.name === 'courier_session');
    expect(cookie).toBeDefined();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/website/create_shipment',
      headers: {
        'content-type': 'application/json',
        cookie: `courier_session=${cookie!.value}`,
      },
      payload: JSON.stringify(
        customerBooking(documents, {
          ...smallBox,
          sender_country: 'Kuwait',
          receiver_country: 'India',
        }),
      ),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ errors: { service: QUOTE_MESSAGES.documentsOnly } });
  });
});
