import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// Test-only import of the simulator (allowed for apps/api test files by eslint.config.js).
import {
  startCarrierSimulator,
  type CarrierSimulator,
} from '../../../mock-api/src/carrierSimulator/server.ts';
import { buildCarrierPayload } from './buildCarrierPayload.ts';
import { CARRIER_MESSAGES } from './carrierMessages.ts';
import { HttpCarrierAdapter, httpCarrierConfigFromEnv } from './HttpCarrierAdapter.ts';
import { sampleRecord } from './carrierRecord.testSupport.ts';

const credentials = { username: 'api-user', password: 'api-secret', accessKey: 'api-key' };
let sim: CarrierSimulator;
let adapter: HttpCarrierAdapter;

beforeEach(async () => {
  sim = await startCarrierSimulator({
    port: 0,
    credentials,
    slowMs: 3_000,
    now: () => new Date('2026-11-22T09:15:00Z'),
  });
  // 1 s: a first call on a loaded CI machine can take several hundred ms; slow mode answers after 3 s.
  adapter = new HttpCarrierAdapter({
    baseUrl: `${sim.url}/`,
    ...credentials,
    timeoutMs: 1_000,
    allowInsecureHttp: true,
  });
});
afterEach(async () => {
  await sim.close();
});

const payload = (overrides = {}) => buildCarrierPayload(sampleRecord(overrides));

describe('HttpCarrierAdapter against the carrier simulator', () => {
  it('books a shipment: STATUS AWB Generated Sucessfully gives ok with the AWB and Data', async () => {
    const result = await adapter.bookShipment(payload());
    expect(result).toEqual({
      ok: true,
      awb: '70000000001',
      data: expect.objectContaining({ Awbno: '70000000001', ShipmentNo: 'SH-000123', Pieces: 2 }),
    });
    // The carrier received the enriched payload of spec section 7.
    expect(sim.bookings()[0]!.payload).toMatchObject({
      Shipment_Type: 'COMMERCIAL',
      BoxNo: 2,
      Awbno: '',
      KycNo: null,
    });
  });

  it('maps an array answer to errors (the first one is what the user sees)', async () => {
    const result = await adapter.bookShipment(
      payload({ receiver_company_name: '', receiver_attention: '' }),
    );
    expect(result).toEqual({
      ok: false,
      errors: ['ConsigneeName is required.', 'Attn is required.'],
    });
  });

  it('maps another STATUS to its Data text', async () => {
    const result = await adapter.bookShipment(payload({ service: 'Moon Express' }));
    expect(result).toEqual({
      ok: false,
      errors: ['Service Moon Express is not available for this route.'],
    });
  });

  it('maps refused credentials to a clear, non-retryable error', async () => {
    const wrong = new HttpCarrierAdapter({
      baseUrl: sim.url,
      ...credentials,
      accessKey: 'wrong',
      timeoutMs: 1_000,
      allowInsecureHttp: true,
    });
    expect(await wrong.bookShipment(payload())).toEqual({
      ok: false,
      errors: [CARRIER_MESSAGES.credentials],
    });
    expect(sim.bookings()).toHaveLength(0);
  });

  it('a slow carrier times out as retryable, and the retry books the shipment once', async () => {
    sim.setMode('slow');
    const started = Date.now();
    expect(await adapter.bookShipment(payload())).toEqual({
      ok: false,
      retryable: true,
      message: CARRIER_MESSAGES.timeout,
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    sim.setMode('normal');
    const retry = await adapter.bookShipment(payload());
    expect(retry).toMatchObject({ ok: true, awb: '70000000001' });
    expect(sim.bookings()).toHaveLength(1);
  });

  it('a carrier that drops connections is retryable', async () => {
    sim.setMode('reset');
    expect(await adapter.bookShipment(payload())).toEqual({
      ok: false,
      retryable: true,
      message: CARRIER_MESSAGES.unreachable,
    });
  });

  it('a carrier answering 503 is retryable', async () => {
    sim.setMode('unavailable');
    expect(await adapter.bookShipment(payload())).toEqual({
      ok: false,
      retryable: true,
      message: CARRIER_MESSAGES.unavailable,
    });
    expect(await adapter.listServices()).toEqual({
      ok: false,
      retryable: true,
      message: CARRIER_MESSAGES.unavailable,
    });
  });

  it('a carrier that is down (connection refused) is retryable; booking works once it is back', async () => {
    const port = sim.port;
    await sim.close();
    const down = await adapter.bookShipment(payload());
    expect(down).toEqual({ ok: false, retryable: true, message: CARRIER_MESSAGES.unreachable });
    expect(await adapter.getTracking('70000000001')).toEqual({
      ok: false,
      retryable: true,
      message: CARRIER_MESSAGES.unreachable,
    });
    sim = await startCarrierSimulator({ port, credentials });
    expect(await adapter.bookShipment(payload())).toMatchObject({ ok: true });
  });

  it('reads tracking events newest first', async () => {
    const booked = await adapter.bookShipment(payload());
    if (!booked.ok) throw new Error('booking failed');
    sim.addEvent(booked.awb, {
      date: '2026-11-23',
      time: '08:05',
      status: 'IN TRANSIT',
      location: 'DUBAI HUB',
      remarks: 'Departed',
    });
    expect(await adapter.getTracking(booked.awb)).toEqual({
      ok: true,
      awb: booked.awb,
      events: [
        {
          date: '2026-11-23',
          time: '08:05',
          status: 'IN TRANSIT',
          location: 'DUBAI HUB',
          remarks: 'Departed',
        },
        {
          date: '2026-11-22',
          time: '12:15',
          status: 'BOOKED',
          location: 'KUWAIT',
          remarks: 'Shipment booked',
        },
      ],
    });
  });

  it('answers notFound for an unknown airway bill', async () => {
    expect(await adapter.getTracking('79999999999')).toEqual({ ok: false, notFound: true });
  });

  it('lists countries, cities and services', async () => {
    const countries = await adapter.listCountries();
    expect(countries.ok && countries.items).toContainEqual({
      country_id: '2',
      country_name: 'INDIA',
      country_code: 'IN',
    });
    expect(await adapter.listCities('INDIA')).toEqual({
      ok: true,
      items: [
        { state_id: '21', state_name: 'Maharashtra', city_name: 'Mumbai' },
        { state_id: '22', state_name: 'Delhi', city_name: 'New Delhi' },
      ],
    });
    const services = await adapter.listServices();
    expect(services.ok && services.items.map((s) => s.service_name)).toEqual([
      'Express Worldwide',
      'Economy Select',
    ]);
  });
});

describe('HttpCarrierAdapter with a misbehaving carrier', () => {
  let server: Server;
  let answer: { status: number; body: string };
  let url: string;

  beforeEach(async () => {
    server = createServer((_req, res) =>
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const book = () =>
    new HttpCarrierAdapter({
      baseUrl: url,
      ...credentials,
      timeoutMs: 500,
      allowInsecureHttp: true,
      maxResponseBytes: 4096,
    }).bookShipment(payload());

  it.each([
    [
      200,
      '<html>oops</html>',
      { ok: false, retryable: true, message: CARRIER_MESSAGES.unreadable },
    ],
    [200, '[]', { ok: false, errors: [CARRIER_MESSAGES.refused] }],
    [200, '"just text"', { ok: false, errors: [CARRIER_MESSAGES.refused] }],
    [
      200,
      '{"STATUS":"AWB Generated Sucessfully","Data":{}}',
      { ok: false, errors: [CARRIER_MESSAGES.noAwb] },
    ],
    [
      200,
      '{"STATUS":"AWB Generated Sucessfully","Data":"12345"}',
      { ok: false, errors: [CARRIER_MESSAGES.noAwb] },
    ],
    [200, '{"STATUS":"Failed"}', { ok: false, errors: ['Failed'] }],
    [
      200,
      '{"STATUS":"AWB Generated Sucessfully","Data":{"Awbno":12345678903}}',
      { ok: true, awb: '12345678903', data: { Awbno: '12345678903' } },
    ],
    [500, '{}', { ok: false, retryable: true, message: CARRIER_MESSAGES.unavailable }],
    [403, '{}', { ok: false, errors: [CARRIER_MESSAGES.credentials] }],
    // A redirect is never followed (it would take the credentials elsewhere).
    [307, '{}', { ok: false, retryable: true, message: CARRIER_MESSAGES.unavailable }],
    // An answer above the size cap is not read to the end.
    [
      200,
      `{"x":"${'a'.repeat(5000)}"}`,
      { ok: false, retryable: true, message: CARRIER_MESSAGES.unreadable },
    ],
  ])('HTTP %i %s', async (status, body, expected) => {
    answer = { status, body };
    expect(await book()).toEqual(expected);
  });
});

describe('httpCarrierConfigFromEnv', () => {
  const env = {
    CARRIER_BASE_URL: 'https://carrier.example',
    CARRIER_USERNAME: 'u',
    CARRIER_PASSWORD: 'p',
    CARRIER_ACCESS_KEY: 'k',
  };

  it('reads the four variables and an optional time-out', () => {
    expect(httpCarrierConfigFromEnv({ ...env, CARRIER_TIMEOUT_MS: '2500' })).toEqual({
      baseUrl: 'https://carrier.example',
      username: 'u',
      password: 'p',
      accessKey: 'k',
      timeoutMs: 2500,
    });
  });

  it('names what is missing or wrong', () => {
    expect(() => httpCarrierConfigFromEnv({ CARRIER_BASE_URL: 'https://x' })).toThrow(
      'The HTTP carrier adapter needs CARRIER_USERNAME, CARRIER_PASSWORD, CARRIER_ACCESS_KEY in the environment.',
    );
    expect(() => httpCarrierConfigFromEnv({ ...env, CARRIER_BASE_URL: 'ftp://x' })).toThrow(
      /https URL/,
    );
    expect(() =>
      httpCarrierConfigFromEnv({ ...env, CARRIER_BASE_URL: 'http://carrier.example' }),
    ).toThrow(/https URL/);
    expect(
      httpCarrierConfigFromEnv({
        ...env,
        CARRIER_BASE_URL: 'http://127.0.0.1:3002',
        CARRIER_SIMULATOR: 'true',
      }).allowInsecureHttp,
    ).toBe(true);
    expect(() => httpCarrierConfigFromEnv({ ...env, CARRIER_TIMEOUT_MS: '-1' })).toThrow(
      /CARRIER_TIMEOUT_MS/,
    );
  });
});
