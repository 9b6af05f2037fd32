import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@courier/api-client/endpoints';
import { makeAwb } from '@courier/domain/awb';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { LABEL_NOT_FOUND } from './labels.ts';
import { publicBooking, serviceId } from '../shipments/booking.testSupport.ts';
import { loadShippingConfig } from '../shipments/shippingConfig.ts';
import { startTestApp, TEST_SECRETS, type TestApp } from '../testing/testApp.ts';
import { TRACKING_ANSWER_MESSAGES } from '@courier/domain/tracking';

const OPS_TOKEN = 'ops-token-for-tests-0123456789-abcdef';
let t: TestApp;
let awb: string;
let labelUrl: string;
let parcel: string;

beforeAll(async () => {
  t = await startTestApp({ shipping: { ...loadShippingConfig({}), opsToken: OPS_TOKEN } });
  parcel = await serviceId(t, 'Express Parcel');
  const booked = endpoints.create_shipment.success.parse(
    (await t.post('create_shipment', publicBooking(parcel))).json(),
  );
  awb = booked.shipment_no;
  labelUrl = booked.label_url;
});
afterAll(async () => t?.close());

const opsEvent = (number: string, body: unknown, token = OPS_TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ops/shipments/${number}/events`,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify(body),
  });

describe('ops events', () => {
  it('needs the Bearer ops token and a known AWB', async () => {
    expect(
      (await opsEvent(awb, { status: 'picked_up', location: 'Kuwait City' }, '')).statusCode,
    ).toBe(401);
    expect(
      (await opsEvent(awb, { status: 'picked_up', location: 'Kuwait City' }, 'wrong-token'))
        .statusCode,
    ).toBe(401);
    expect(
      (await opsEvent(makeAwb(9_999_999), { status: 'picked_up', location: 'Kuwait City' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await opsEvent(awb, { status: 'teleported', location: 'Kuwait City' })).statusCode,
    ).toBe(400);
  });

  it('adds events in the status vocabulary and refuses an impossible move', async () => {
    expect(
      (
        await opsEvent(awb, {
          status: 'picked_up',
          location: 'Kuwait City',
          remarks: 'Collected',
          date: '2030-01-02',
          time: '10:15',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await opsEvent(awb, {
          status: 'In Transit',
          location: 'Dubai Hub',
          remarks: 'Departed',
          date: '2030-01-03',
          time: '08:00',
        })
      ).statusCode,
    ).toBe(201);
    const back = await opsEvent(awb, { status: 'booked', location: 'Dubai Hub' });
    expect([back.statusCode, back.json().Message]).toEqual([
      409,
      'A shipment is booked only once.',
    ]);
  });

  it('records a forward skip (missed scan), shows only the signer at delivery, refuses all but a return after Delivered', async () => {
    const other = (
      await t.post('create_shipment', publicBooking(parcel, { special_instruction: 'skips' }))
    ).json().shipment_no as string;
    const skip = await opsEvent(other, { status: 'in_transit', location: 'Dubai Hub' });
    expect([skip.statusCode, skip.json().skipped]).toEqual([201, ['Picked Up']]);
    const delivered = await opsEvent(other, {
      status: 'delivered',
      location: 'New Delhi',
      signed_by: 'R. Kumar',
    });
    expect([delivered.statusCode, delivered.json().skipped]).toEqual([201, ['Out for Delivery']]);
    const tracked = (await t.get(`tracks?AWBNO=${other}`)).json();
    expect(tracked.data.statusDetails.receiverName).toBe('R. Kumar');
    // Delivered: the delivery is the answer, no expected window.
    expect(tracked.data.statusDetails).toMatchObject({
      expectedDeliveryFrom: '',
      expectedDeliveryTo: '',
    });
    // Nothing personal from the booking: no phones, e-mails, streets or sender names.
    const text = JSON.stringify(tracked);
    for (const secret of [
      '+96522223333',
      'amal@example.com',
      'Block 1, Street 2',
      'Acme Trading',
      '12 MG Road',
      'Ravi',
    ])
      expect(text).not.toContain(secret);
    const after = await opsEvent(other, { status: 'out_for_delivery', location: 'New Delhi' });
    expect([after.statusCode, after.json().Message]).toEqual([
      409,
      'The shipment was delivered; only a return can follow, not Out for Delivery.',
    ]);
    expect((await opsEvent(other, { status: 'returned', location: 'New Delhi' })).statusCode).toBe(
      201,
    );
  });

  it('limits wrong ops tokens per address (429 with Retry-After)', async () => {
    const wrong = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/ops/shipments/${awb}/events`,
        remoteAddress: '10.30.0.1',
        headers: { 'content-type': 'application/json', authorization: 'Bearer wrong' },
        payload: '{}',
      });
    for (let i = 0; i < 10; i++) expect((await wrong()).statusCode).toBe(401);
    const limited = await wrong();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('is off (404) when OPS_TOKEN is unset', async () => {
    const off = await startTestApp({});
    try {
      const res = await off.app.inject({
        method: 'POST',
        url: `/api/ops/shipments/${awb}/events`,
        headers: { authorization: 'Bearer x', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('tracking', () => {
  it('GET tracks answers the new-source shape, newest event first', async () => {
    const res = await t.get(`tracks?AWBNO=${awb}`);
    const body = endpoints.tracks.success.parse(res.json());
    expect(body.data.shipmentDetails).toMatchObject({
      airwayBillNo: awb,
      destination: 'New Delhi, India',
    });
    expect(body.data.statusDetails).toMatchObject({ status: 'In Transit', remarks: 'Departed' });
    // Express Parcel (2-4 working days) from the pickup on Wed 2 Jan 2030, Friday a rest day.
    expect(body.data.statusDetails).toMatchObject({
      expectedDeliveryFrom: '2030-01-05',
      expectedDeliveryTo: '2030-01-07',
    });
    expect(body.data.shipmentHistory.map((e) => e.shipmentStatus)).toEqual([
      'In Transit',
      'Picked Up',
      'Booked',
    ]);
    expect(body.data.shipmentHistory[0]).toMatchObject({
      date: '2030-01-03',
      time: '08:00',
      location: 'Dubai Hub',
    });
  });

  it('GET tracks answers 404 with a Message for an unknown number, 400 without one', async () => {
    const res = await t.get(`tracks?AWBNO=${makeAwb(8_888_888)}`);
    expect([res.statusCode, res.json().Message]).toEqual([404, TRACKING_ANSWER_MESSAGES.notFound]);
    expect(endpoints.tracks.failure.schema.safeParse(res.json()).success).toBe(true);
    expect((await t.get('tracks?AWBNO=')).statusCode).toBe(400);
  });

  it('POST tracking_data answers one row per number, unknown ones Not found, separators comma/space/newline', async () => {
    const unknown = makeAwb(7_777_777);
    const res = await t.post('tracking_data', { AWBNO: `${awb}, ${unknown}\n${awb}` });
    const body = endpoints.tracking_data.success.parse(res.json());
    expect(body.Data).toEqual([
      {
        ShipmentNo: awb,
        ShipDate: '2030-01-03',
        ShipTime: '08:00',
        Status: 'In Transit',
        Remarks: 'Departed',
      },
      { ShipmentNo: unknown, ShipDate: '', ShipTime: '', Status: 'Not found', Remarks: '' },
    ]);
  });

  it('answers our status words, our own remarks and Not found in the request language; English as before', async () => {
    const AR = { 'accept-language': 'ar' };
    const ask = (
      method: 'GET' | 'POST',
      url: string,
      headers: Record<string, string>,
      body?: unknown,
    ) =>
      t.app.inject({
        method,
        url: `/api/website/${url}`,
        headers,
        ...(body ? { payload: body } : {}),
      });
    const unknown = makeAwb(7_777_777);

    const english = await t.get(`tracks?AWBNO=${awb}`);
    expect(String(english.headers.vary).toLowerCase()).toContain('accept-language');
    for (const headers of [{ 'accept-language': 'en' }, { ...AR, cookie: 'lang=en' }]) {
      expect((await ask('GET', `tracks?AWBNO=${awb}`, headers)).body).toBe(english.body);
    }
    const arabic = endpoints.tracks.success.parse(
      (await ask('GET', `tracks?AWBNO=${awb}`, AR)).json(),
    );
    expect(arabic.data.statusDetails).toMatchObject({ status: 'قيد النقل', remarks: 'Departed' });
    expect(arabic.data.shipmentHistory.map((e) => [e.shipmentStatus, e.shipmentDetails])).toEqual([
      ['قيد النقل', 'Departed'],
      ['تم الاستلام', expect.any(String)],
      // The booking's own remark ('Shipment booked') is ours: it is translated.
      ['محجوزة', 'تم حجز الشحنة'],
    ]);
    // Places by the Arabic names of the reference data; a hub it does not name stays as written.
    expect(arabic.data.shipmentHistory.slice(0, 2).map((e) => e.location)).toEqual([
      'Dubai Hub',
      'مدينة الكويت',
    ]);
    expect(arabic.data.shipmentDetails.destination).toMatch(/\p{Script=Arabic}/u);
    const englishBody = endpoints.tracks.success.parse(english.json());
    expect(englishBody.data.shipmentHistory[1]?.location).toBe('Kuwait City');
    const missing = await ask('GET', `tracks?AWBNO=${makeAwb(8_888_888)}`, AR);
    expect([missing.statusCode, missing.json().Message]).toEqual([
      404,
      'لم يُعثر على شحنة بهذا الرقم.',
    ]);

    const many = await ask('POST', 'tracking_data', AR, { AWBNO: `${awb}, ${unknown}` });
    expect(endpoints.tracking_data.success.parse(many.json()).Data).toEqual([
      {
        ShipmentNo: awb,
        ShipDate: '2030-01-03',
        ShipTime: '08:00',
        Status: 'قيد النقل',
        Remarks: 'Departed',
      },
      { ShipmentNo: unknown, ShipDate: '', ShipTime: '', Status: 'غير موجودة', Remarks: '' },
    ]);
    const manyEnglish = await ask(
      'POST',
      'tracking_data',
      { ...AR, cookie: 'lang=en' },
      {
        AWBNO: `${awb}, ${unknown}`,
      },
    );
    expect(manyEnglish.json().Data.map((r: { Status: string }) => r.Status)).toEqual([
      'In Transit',
      'Not found',
    ]);
  });

  it('POST tracking_data refuses more than 25 numbers and an empty value', async () => {
    const many = Array.from({ length: 26 }, (_, i) => makeAwb(100 + i)).join(',');
    expect((await t.post('tracking_data', { AWBNO: many })).statusCode).toBe(400);
    const empty = await t.post('tracking_data', { AWBNO: ' ' });
    expect([empty.statusCode, empty.json().STATUS]).toEqual([400, 0]);
  });
});

describe('labels', () => {
  it('serves the PDF (A4 and 4x6) and barcode PNG behind the signed token, no-store', async () => {
    for (const size of ['A4', '4x6']) {
      const res = await t.app.inject({ method: 'GET', url: `${labelUrl}?size=${size}` });
      expect([res.statusCode, res.headers['content-type'], res.headers['cache-control']]).toEqual([
        200,
        'application/pdf',
        'private, no-store',
      ]);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('answers 404 for a forged, altered or bare-AWB token', async () => {
    const real = /\/label\/(.+)\.pdf$/.exec(labelUrl)![1]!;
    const forged = [`${awb}.0.${'A'.repeat(43)}`, real.replace(awb, makeAwb(5)), awb, `${real}x`];
    for (const f of forged) {
      const res = await t.app.inject({ method: 'GET', url: `/api/website/label/${f}.pdf` });
      expect([res.statusCode, res.json().Message]).toEqual([404, LABEL_NOT_FOUND]);
    }
  });
});

describe('restart', () => {
  it('keeps accepted bookings and events after the app is closed and reopened on the same DATA_DIR', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'courier-restart-'));
    const config = {
      ...loadConfig({ ...TEST_SECRETS }),
      dataDir,
      databaseUrl: process.env.DATABASE_URL ? t.config.databaseUrl : undefined,
      siteDir: undefined,
      logLevel: 'silent',
      seedDemoContent: true,
    };
    try {
      const first = await buildApp(config);
      const parcel = first.app
        .inject({ method: 'GET', url: '/api/website/service_list' })
        .then(
          (r) =>
            r
              .json()
              .serviceList.find(
                (s: { service_name: string }) => s.service_name === 'Express Parcel',
              ).id,
        ) as Promise<number>;
      const booked = await first.app.inject({
        method: 'POST',
        url: '/api/website/create_shipment',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(
          publicBooking(String(await parcel), { special_instruction: 'before restart' }),
        ),
      });
      const number = booked.json().shipment_no as string;
      await first.app.close();

      const second = await buildApp(config);
      const tracked = await second.app.inject({
        method: 'GET',
        url: `/api/website/tracks?AWBNO=${number}`,
      });
      expect(tracked.statusCode).toBe(200);
      const label = await second.app.inject({ method: 'GET', url: booked.json().label_url });
      expect(label.statusCode).toBe(200);
      await second.app.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // Two full starts on a database folder (open, migrate, seed): about 10 s on an idle machine,
    // over 60 s on a loaded 2-core one. The test waits for each step, never for a time.
  }, 600_000);
});
