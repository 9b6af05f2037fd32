import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpointNames, adminEndpoints } from '@courier/api-client/admin';
import { endpoints } from '@courier/api-client/endpoints';
import { publicBooking, serviceId } from '../shipments/booking.testSupport.ts';
import { loadShippingConfig } from '../shipments/shippingConfig.ts';
import { bodyArbitrary, FUZZ_RUNS, payloadOf } from '../testing/fuzzBodies.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { adminSamples, staffCookie } from './adminTestSupport.ts';

/**
 * The same property-based fuzzing as http/postFuzz.test.ts for the staff side: every POST call of
 * the /api/admin table (half of the cases with an admin's session, so they pass the door) and the
 * ops scan call (with and without its token, on a real and on a junk AWB). Never a 5xx.
 */
const OPS_TOKEN = 'ops-token-for-fuzzing-0123456789-abcdef';
// Logging out would end the session the other cases use; it has no body to fuzz anyway.
const postCalls = adminEndpointNames.filter(
  (name) => adminEndpoints[name].method === 'POST' && name !== 'admin_logout',
);

let t: TestApp;
let cookie = '';
let awb = '';
beforeAll(async () => {
  t = await startTestApp({ shipping: { ...loadShippingConfig({}), opsToken: OPS_TOKEN } });
  cookie = await staffCookie(t, 'admin', 'fuzzing-admin');
  const booked = endpoints.create_shipment.success.parse(
    (await t.post('create_shipment', publicBooking(await serviceId(t, 'Express Parcel')))).json(),
  );
  awb = booked.shipment_no;
});
afterAll(async () => t?.close());

/** Fails on the first 5xx, naming the answer and what was sent. */
function expectNo5xx(status: number, body: string, payload: string): void {
  expect(status, `${status} ${body.slice(0, 200)} <- ${payload.slice(0, 200)}`).toBeLessThan(500);
  expect(() => JSON.parse(body) as unknown).not.toThrow();
}

describe('fuzzing every POST call of the staff side', () => {
  it('has the admin calls to fuzz', () => {
    expect(postCalls.length).toBeGreaterThan(15);
  });

  it.each(postCalls)(
    '%s never answers 5xx',
    async (name) => {
      // Logins start from a wrong password: the limiter refuses most before the slow argon2 check.
      const sample =
        name === 'admin_login'
          ? { username: 'nobody', password: 'wrong-password' }
          : adminSamples[name];
      await fc.assert(
        fc.asyncProperty(bodyArbitrary(sample), fc.boolean(), async (body, withSession) => {
          const payload = payloadOf(body);
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/admin/${adminEndpoints[name].path}`,
            headers: { 'content-type': 'application/json', ...(withSession ? { cookie } : {}) },
            payload,
          });
          expectNo5xx(res.statusCode, res.body, payload);
        }),
        { numRuns: FUZZ_RUNS, endOnFailure: true },
      );
    },
    300_000,
  );

  it('the ops scan call never answers 5xx', async () => {
    const sample = { status: 'in_transit', location: 'Shuwaikh Hub', remarks: 'Departed hub' };
    await fc.assert(
      fc.asyncProperty(
        bodyArbitrary(sample),
        fc.boolean(),
        fc.constantFrom('real', '00000000000', '%00', 'x'.repeat(300)),
        async (body, withToken, number) => {
          const payload = payloadOf(body);
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/ops/shipments/${number === 'real' ? awb : number}/events`,
            headers: {
              'content-type': 'application/json',
              ...(withToken ? { authorization: `Bearer ${OPS_TOKEN}` } : {}),
            },
            payload,
          });
          expectNo5xx(res.statusCode, res.body, payload);
        },
      ),
      { numRuns: FUZZ_RUNS, endOnFailure: true },
    );
  }, 300_000);
});
