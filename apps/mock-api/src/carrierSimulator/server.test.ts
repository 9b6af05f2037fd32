// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CARRIER_PATHS,
  carrierBookingAnswer,
  carrierBookingSuccess,
  carrierCityListAnswer,
  carrierCountryListAnswer,
  carrierHistoryAnswer,
  carrierServiceListAnswer,
} from '@courier/api-client/carrierProtocol';
import { startCarrierSimulator, type CarrierSimulator } from './server.ts';

const credentials = { username: 'u1', password: 'p1', accessKey: 'k1' };
const headers = {
  'content-type': 'application/json',
  username: 'u1',
  password: 'p1',
  accesskey: 'k1',
};

function booking(overrides: Record<string, unknown> = {}) {
  return {
    shipment_no: 'SH-1',
    sender_consignor: 'Gulf Trading Co',
    receiver_country: 'UNITED KINGDOM',
    service: 'Express Worldwide',
    BoxNo: 1,
    CustomValue: 30,
    shipment_items: [{ Box: 1, QTY: 3, RATE: 10, AMOUNT: 30, PCSWT: 2 }],
    Dec_Currency: 'KWD',
    Shipment_Type: 'COMMERCIAL',
    Awbno: '',
    Attn: 'John Smith',
    Contents: 'Parts',
    ShipperPhNo: '+96522223333',
    Cnee_City: 'London',
    ShAdd1: 'Block 3',
    CneeAdd1: '221B Baker Street',
    Dec_Value: 30,
    CneePhNo: '+442071234567',
    ConsigneeName: 'Acme Imports Ltd',
    KycNo: null,
    ...overrides,
  };
}

let sim: CarrierSimulator;
const post = (path: string, body: unknown, h: Record<string, string> = headers) =>
  fetch(sim.url + path, { method: 'POST', headers: h, body: JSON.stringify(body) });

beforeEach(async () => {
  sim = await startCarrierSimulator({
    port: 0,
    credentials,
    slowMs: 2_000,
    now: () => new Date('2026-11-22T09:15:00Z'),
  });
});
afterEach(async () => {
  await sim.close();
});

describe('carrier simulator', () => {
  it('answers every call the adapter makes in the shape of the carrier protocol', async () => {
    const booked = carrierBookingSuccess.parse(
      await (await post(CARRIER_PATHS.customerBooking, booking())).json(),
    );
    const refused = await (
      await post(CARRIER_PATHS.customerBooking, booking({ ConsigneeName: '' }))
    ).json();
    expect(carrierBookingSuccess.safeParse(refused).success).toBe(false);
    expect(carrierBookingAnswer.safeParse(refused).success).toBe(true);
    const history = { AWBNO: booked.Data.Awbno };
    expect(
      carrierHistoryAnswer.parse(await (await post(CARRIER_PATHS.shipmentHistory, history)).json()),
    ).toMatchObject({ STATUS: 1 });
    expect(
      carrierHistoryAnswer.parse(
        await (await post(CARRIER_PATHS.shipmentHistory, { AWBNO: '1' })).json(),
      ),
    ).toMatchObject({ STATUS: 0 });
    const countries = carrierCountryListAnswer.parse(
      await (await post(CARRIER_PATHS.countryList, {})).json(),
    );
    const cities = { country_name: countries.country_list[0]!.country_name };
    expect(
      carrierCityListAnswer.parse(await (await post(CARRIER_PATHS.cityList, cities)).json())
        .city_list.length,
    ).toBeGreaterThan(0);
    expect(
      carrierServiceListAnswer.parse(await (await post(CARRIER_PATHS.serviceList, {})).json())
        .serviceList.length,
    ).toBeGreaterThan(0);
  });

  it('refuses calls without the right credential headers', async () => {
    const none = await post(CARRIER_PATHS.customerBooking, booking(), {
      'content-type': 'application/json',
    });
    expect(none.status).toBe(401);
    const wrongKey = await post(CARRIER_PATHS.customerBooking, booking(), {
      ...headers,
      accesskey: 'nope',
    });
    expect(wrongKey.status).toBe(401);
    expect(await wrongKey.json()).toMatchObject({ STATUS: 0 });
    expect(sim.bookings()).toHaveLength(0);
  });

  it('books a valid shipment with STATUS AWB Generated Sucessfully and an AWB in Data', async () => {
    const res = await post(CARRIER_PATHS.customerBooking, booking());
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      STATUS: 'AWB Generated Sucessfully',
      Data: {
        Awbno: '70000000001',
        ShipmentNo: 'SH-1',
        BookingDate: '2026-11-22',
        Destination: 'UNITED KINGDOM',
        Pieces: 1,
      },
    });
    expect(sim.bookings().map((b) => b.awb)).toEqual(['70000000001']);
  });

  it('books a shipment number once: a retry gets the same AWB', async () => {
    const first = await (await post(CARRIER_PATHS.customerBooking, booking())).json();
    const again = await (await post(CARRIER_PATHS.customerBooking, booking())).json();
    const other = await (
      await post(CARRIER_PATHS.customerBooking, booking({ shipment_no: 'SH-2' }))
    ).json();
    expect(again.Data.Awbno).toBe(first.Data.Awbno);
    expect(other.Data.Awbno).toBe('70000000002');
    expect(sim.bookings()).toHaveLength(2);
  });

  it('answers validation problems as an array of messages', async () => {
    const res = await post(
      CARRIER_PATHS.customerBooking,
      booking({ ConsigneeName: '', Awbno: '123', BoxNo: 3 }),
    );
    const body = await res.json();
    expect(body).toEqual([
      'ConsigneeName is required.',
      'Awbno must be empty for a new booking.',
      'BoxNo does not match the number of boxes.',
    ]);
  });

  it('answers another STATUS with the reason in Data for a service it does not run', async () => {
    const body = await (
      await post(CARRIER_PATHS.customerBooking, booking({ service: 'Moon Express' }))
    ).json();
    expect(body).toEqual({
      STATUS: 'Booking Failed',
      Data: 'Service Moon Express is not available for this route.',
    });
  });

  it('answers malformed JSON with an error array', async () => {
    const res = await fetch(sim.url + CARRIER_PATHS.customerBooking, {
      method: 'POST',
      headers,
      body: '{oops',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(['Invalid JSON body.']);
  });

  it('tracks a booked shipment: status, history newest first, client tracking and tracks', async () => {
    const { Data } = await (await post(CARRIER_PATHS.customerBooking, booking())).json();
    const awb = Data.Awbno as string;
    sim.addEvent(awb, {
      date: '2026-11-22',
      time: '15:40',
      status: 'IN TRANSIT',
      location: 'DUBAI HUB',
      remarks: 'Departed',
    });

    const history = await (await post(CARRIER_PATHS.shipmentHistory, { AWBNO: awb })).json();
    expect(history).toEqual({
      STATUS: 1,
      Data: [
        {
          ShipDate: '2026-11-22',
          ShipTime: '15:40',
          Location: 'DUBAI HUB',
          Status: 'IN TRANSIT',
          Remarks: 'Departed',
        },
        {
          ShipDate: '2026-11-22',
          ShipTime: '12:15',
          Location: 'KUWAIT',
          Status: 'BOOKED',
          Remarks: 'Shipment booked',
        },
      ],
    });

    const status = await (await post(CARRIER_PATHS.shipmentStatus, { AWBNO: awb })).json();
    expect(status).toEqual({
      STATUS: 1,
      Data: [
        {
          ShipmentNo: awb,
          ShipDate: '2026-11-22',
          ShipTime: '15:40',
          Status: 'IN TRANSIT',
          Remarks: 'Departed',
        },
      ],
    });

    const list = await (
      await post(CARRIER_PATHS.clientShipmentTracking, { AWBNO: `${awb}, 79999999999` })
    ).json();
    expect(list.STATUS).toBe(1);
    expect(list.Data.map((r: { Status: string }) => r.Status)).toEqual(['IN TRANSIT', 'Not found']);

    const tracks = await (
      await fetch(`${sim.url}${CARRIER_PATHS.tracks}?AWBNO=${awb}`, { headers })
    ).json();
    expect(tracks.data.status).toBe('SUCCESS');
    expect(tracks.data.shipmentDetails).toMatchObject({
      airwayBillNo: awb,
      awbDate: '2026-11-22',
      destination: 'UNITED KINGDOM',
    });
    expect(tracks.data.statusDetails).toMatchObject({ status: 'IN TRANSIT', remarks: 'Departed' });
    expect(tracks.data.shipmentHistory[0]).toEqual({
      date: '2026-11-22',
      time: '15:40',
      shipmentStatus: 'IN TRANSIT',
      shipmentDetails: 'Departed',
      location: 'DUBAI HUB',
    });
  });

  it('answers STATUS 0 for an unknown airway bill', async () => {
    expect(
      await (await post(CARRIER_PATHS.shipmentHistory, { AWBNO: '79999999999' })).json(),
    ).toEqual({
      STATUS: 0,
      Data: 'No record found.',
    });
  });

  it('logs a customer in with STATUS 1 and the user data of spec section 3', async () => {
    const ok = await (
      await post(CARRIER_PATHS.customerLogin, {
        Userid: 'demo',
        Password: 'demo-pass-123',
        AcessKey: 'k1',
      })
    ).json();
    expect(ok.STATUS).toBe(1);
    expect(Object.keys(ok.Data[0]).sort()).toEqual(
      [
        'AC_NO',
        'Add1',
        'Add2',
        'CITY',
        'COMP_NAME',
        'ContactPerson',
        'E_MAIL',
        'Location_Area',
        'PH_NO',
      ].sort(),
    );
    const bad = await (
      await post(CARRIER_PATHS.customerLogin, { Userid: 'demo', Password: 'wrong', AcessKey: 'k1' })
    ).json();
    expect(bad).toEqual({ STATUS: 0, Data: 'Invalid Userid/Password. Please try again.' });
    const noKey = await (
      await post(CARRIER_PATHS.customerLogin, { Userid: 'demo', Password: 'demo-pass-123' })
    ).json();
    expect(noKey.STATUS).toBe(0);
  });

  it('answers the customer profile by customer code', async () => {
    const profile = await (
      await post(CARRIER_PATHS.customerProfile, { CustomerCode: 'C1001' })
    ).json();
    expect(profile).toMatchObject({
      STATUS: 1,
      Data: [{ COMP_NAME: 'Gulf Trading Co', AC_NO: 'C1001' }],
    });
    expect(
      (await (await post(CARRIER_PATHS.customerProfile, { CustomerCode: 'X' })).json()).STATUS,
    ).toBe(0);
  });

  it('lists countries, cities of a country and services', async () => {
    const countries = await (await post(CARRIER_PATHS.countryList, {})).json();
    expect(countries.country_list).toContainEqual({
      country_id: '2',
      country_name: 'INDIA',
      country_code: 'IN',
    });
    const cities = await (await post(CARRIER_PATHS.cityList, { country_name: 'india' })).json();
    expect(cities.city_list.map((c: { city_name: string }) => c.city_name)).toEqual([
      'Mumbai',
      'New Delhi',
    ]);
    const none = await (await post(CARRIER_PATHS.cityList, { country_name: 'ATLANTIS' })).json();
    expect(none.city_list).toEqual([]);
    const services = await (await post(CARRIER_PATHS.serviceList, {})).json();
    expect(services.serviceList).toContainEqual({ id: '1', service_name: 'Express Worldwide' });
  });

  it('slow mode: answers only after the delay, so a client with a shorter time-out gives up', async () => {
    sim.setMode('slow');
    await expect(
      fetch(sim.url + CARRIER_PATHS.countryList, {
        method: 'POST',
        headers,
        body: '{}',
        signal: AbortSignal.timeout(150),
      }),
    ).rejects.toThrow();
  });

  it('reset mode drops the connection; unavailable mode answers 503', async () => {
    sim.setMode('reset');
    await expect(post(CARRIER_PATHS.countryList, {})).rejects.toThrow();
    sim.setMode('unavailable');
    expect((await post(CARRIER_PATHS.countryList, {})).status).toBe(503);
    sim.setMode('normal');
    expect((await post(CARRIER_PATHS.countryList, {})).status).toBe(200);
  });

  it('answers 404 for paths it does not know', async () => {
    expect((await post('/api/nothing', {})).status).toBe(404);
  });
});
