import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { operatingSettings } from '../db/schema/index.ts';
import { INDIA, KUWAIT, publicBooking, serviceId } from '../shipments/booking.testSupport.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
let parcel: string;

beforeAll(async () => {
  t = await startTestApp({ vatPercent: 5 });
  parcel = await serviceId(t, 'Express Parcel');
});
afterAll(async () => t?.close());

const quote = async () =>
  (
    await t.post('invoice_price_calculation', {
      origin_country_id: KUWAIT,
      destination_country_id: INDIA,
      service_id: parcel,
      total_chargeable_weight: '12',
    })
  ).json() as { netPrice: number; vatPercentage: number };

describe('VAT', () => {
  it('is 0 % unless the environment or the back office says otherwise (Kuwait charges none)', async () => {
    expect(loadConfig({}).vatPercent).toBe(0);
    expect(loadConfig({ VAT_PERCENT: '5' }).vatPercent).toBe(5);
    const fresh = await startTestApp({ vatPercent: loadConfig({}).vatPercent });
    try {
      const answer = (
        await fresh.post('invoice_price_calculation', {
          origin_country_id: KUWAIT,
          destination_country_id: INDIA,
          service_id: parcel,
          total_chargeable_weight: '12',
        })
      ).json() as {
        vatPercentage: number;
        vatAmount: number;
        netPrice: number;
        totalPrice: number;
      };
      expect(answer).toMatchObject({ vatPercentage: 0, vatAmount: 0 });
      expect(answer.netPrice).toBe(answer.totalPrice);
    } finally {
      await fresh.close();
    }
  });

  it('a booking is charged the VAT its quote showed: both read the one settings cache', async () => {
    const quoted = await quote();
    expect(quoted.vatPercentage).toBe(5);
    // A rate written behind the caches' back (no notice): quotes and bookings must still agree.
    await t.db
      .insert(operatingSettings)
      .values({ id: 1, vatPercent: 50, nonWorkingWeekdays: [5] })
      .onConflictDoUpdate({ target: operatingSettings.id, set: { vatPercent: 50 } });
    const booked = await t.post('create_shipment', publicBooking(parcel));
    expect(booked.statusCode, booked.body).toBe(200);
    const body = booked.json() as { shipmentDetails: { total_amount: number } };
    expect(body.shipmentDetails.total_amount).toBe((await quote()).netPrice);
    expect(body.shipmentDetails.total_amount).toBe(quoted.netPrice);
  });
});
