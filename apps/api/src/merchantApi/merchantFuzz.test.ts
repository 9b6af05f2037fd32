import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestCollectionDate } from '@courier/domain/collectionDate';
import { createCustomer } from '../customers/customerAccounts.ts';
import { INDIA, JPEG_DATA_URL, KUWAIT } from '../shipments/booking.testSupport.ts';
import { bodyArbitrary, FUZZ_RUNS, payloadOf } from '../testing/fuzzBodies.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { createApiKey } from './apiKeys.ts';

/**
 * Property-based fuzzing of every /api/v1 call, as the website's calls are fuzzed: valid samples
 * with fields replaced by junk, fields dropped, junk bodies, junk ids and queries, with a live
 * key, a test key or none. Whatever comes in, the answer is never a 5xx and always JSON.
 */
const RUNS = Math.max(20, Math.round(FUZZ_RUNS / 4));

let t: TestApp;
const keys: string[] = [];
let shipmentId = '';

const samples = () => ({
  rates: { origin_country_id: Number(KUWAIT), destination_country_id: Number(INDIA), weight_kg: 2 },
  shipments: {
    reference: 'F-1',
    service: '1',
    type: 'SPX',
    shipper: {
      company: 'Acme',
      contact: 'Amal',
      street: 'Block 1',
      city: 'Kuwait City',
      postal_code: '13001',
      country: KUWAIT,
      phone: '+96522223333',
      email: 'amal@example.com',
    },
    recipient: {
      company: 'Globex',
      attention: 'Ravi',
      street: '12 MG Road',
      city: 'New Delhi',
      postal_code: '110001',
      country: INDIA,
      phone: '+911122223333',
      mobile: '+919999988888',
    },
    pieces: [
      {
        weight_kg: 1,
        length_cm: 10,
        width_cm: 10,
        height_cm: 10,
        description: 'Book',
        quantity: 1,
        value: 5,
      },
    ],
    contents: 'Book',
    declared_value: 5,
    collection: {
      date: earliestCollectionDate(new Date()),
      ready_time: '10:00',
      close_time: '17:00',
      vehicle_type: 'bike',
      instructions: 'none',
    },
    shipper_type: 'individual',
    kyc: { type: 'civilid', document: JPEG_DATA_URL },
    cod_amount_fils: 1000,
  },
  pickups: {
    shipment_ids: [shipmentId],
    date: earliestCollectionDate(new Date()),
    ready_time: '10:00',
    close_time: '17:00',
    vehicle_type: 'van',
  },
});

beforeAll(async () => {
  t = await startTestApp({ logLevel: 'silent' });
  const row = await createCustomer(t.db, {
    userId: 'api-fuzzer',
    password: 'Fuzzer#2026pw',
    companyName: 'Fuzzer WLL',
    contactPerson: 'Fuzzer',
    city: 'Kuwait City',
    phone: '+96522223333',
    email: 'fuzzer@example.com',
    accountNo: 'KWI-900002',
  });
  keys.push((await createApiKey(t.db, row!.id, 'live', 'live')).key);
  keys.push((await createApiKey(t.db, row!.id, 'test', 'test')).key);
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/v1/shipments',
    headers: { authorization: `Bearer ${keys[0]}` },
  });
  expect(list.statusCode).toBe(200);
  shipmentId = 'x'.repeat(22);
});
afterAll(async () => t?.close());

const keyChoice = fc.constantFrom(0, 1, 2);
const headersOf = (which: number, json: boolean) => ({
  ...(which < 2 ? { authorization: `Bearer ${keys[which]}` } : {}),
  ...(json ? { 'content-type': 'application/json' } : {}),
});

function judge(res: { statusCode: number; body: string }, sent: string, failures: string[]) {
  if (res.statusCode >= 500)
    failures.push(`${res.statusCode} ${res.body.slice(0, 200)} <- ${sent.slice(0, 200)}`);
  expect(res.statusCode).toBeLessThan(500);
  if (!res.body.startsWith('%PDF') && !res.body.startsWith('^XA'))
    expect(() => JSON.parse(res.body) as unknown).not.toThrow();
}

describe('fuzzing every /api/v1 call', () => {
  it.each(['rates', 'shipments', 'pickups'] as const)(
    'POST /api/v1/%s never answers 5xx',
    async (call) => {
      const failures: string[] = [];
      await fc.assert(
        fc.asyncProperty(bodyArbitrary(samples()[call]), keyChoice, async (body, which) => {
          const payload = payloadOf(body);
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/v1/${call}`,
            headers: headersOf(which, true),
            payload,
          });
          judge(res, payload, failures);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      expect(failures).toEqual([]);
    },
    120_000,
  );

  const junkSegment = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.constantFrom('%00', '..', '%2e%2e', 'x'.repeat(300), '🚚', "'; drop table shipments; --"),
  );
  const junkQuery = fc.dictionary(
    fc.constantFrom(
      'status',
      'reference',
      'created_from',
      'created_to',
      'limit',
      'starting_after',
      'format',
      'x',
    ),
    fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('-1', '1e9', '2026-02-30', '')),
  );

  it('GET and POST calls with junk ids and queries never answer 5xx', async () => {
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          ['GET', '/api/v1/shipments'],
          ['GET', '/api/v1/shipments/:id'],
          ['GET', '/api/v1/shipments/:id/label'],
          ['POST', '/api/v1/shipments/:id/cancel'],
          ['GET', '/api/v1/tracking/:id'],
        ),
        junkSegment,
        junkQuery,
        keyChoice,
        async ([method, path], segment, query, which) => {
          const url = `${path.replace(':id', encodeURIComponent(segment) || 'x')}?${new URLSearchParams(query)}`;
          const res = await t.app.inject({
            method: method as 'GET' | 'POST',
            url,
            headers: headersOf(which, false),
          });
          judge(res, url, failures);
        },
      ),
      { numRuns: RUNS * 2, endOnFailure: true },
    );
    expect(failures).toEqual([]);
  }, 120_000);
});
