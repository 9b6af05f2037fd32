import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointNames, endpoints, type EndpointName } from '@courier/api-client/endpoints';
import { createCustomer } from '../customers/customerAccounts.ts';
import { sampleRequests } from '../testing/sampleRequests.ts';
import { bodyArbitrary, FUZZ_RUNS as RUNS, payloadOf } from '../testing/fuzzBodies.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

/**
 * Property-based fuzzing of every POST call of the table through inject: valid bodies with a few
 * fields replaced by junk, and junk bodies. Whatever comes in, the answer is never a 5xx.
 * FUZZ_RUNS changes the number of cases per call (default 200); a failure prints its seed.
 */
const postCalls = endpointNames.filter((name) => endpoints[name].method === 'POST');

let t: TestApp;
let sessionCookie = '';
beforeAll(async () => {
  t = await startTestApp({ logLevel: 'silent' });
  // Half of the cases carry a customer's session, so the customer calls run past their door. The
  // account is made here: the demo customer is seeded on PGlite only, and CI fuzzes PostgreSQL too.
  const fuzzer = { userId: 'fuzzer', password: 'Fuzzer#2026pw', accountNo: 'KWI-900001' };
  await createCustomer(t.db, {
    ...fuzzer,
    companyName: 'Fuzzer WLL',
    contactPerson: 'Fuzzer',
    city: 'Kuwait City',
    phone: '+96522223333',
    email: 'fuzzer@example.com',
  });
  const login = await t.post('customer_login', {
    Userid: fuzzer.userId,
    Password: fuzzer.password,
  });
  const cookie = login.headers['set-cookie'];
  sessionCookie = (Array.isArray(cookie) ? cookie[0] : cookie)?.split(';')[0] ?? '';
});
afterAll(async () => t?.close());

describe('fuzzing every POST call of the table', () => {
  it('has at least one POST call to fuzz, with a session to use', () => {
    expect(postCalls.length).toBeGreaterThan(20);
    expect(sessionCookie).not.toBe('');
  });

  it.each(postCalls)(
    '%s never answers 5xx',
    async (name: EndpointName) => {
      // Login cases start from a wrong password: the limiter then refuses most of them before the
      // (deliberately slow) argon2 check, which keeps the suite short.
      const sample = (
        name === 'customer_login'
          ? { Userid: 'demo', Password: 'not-the-password' }
          : sampleRequests()[name]
      ) as Record<string, unknown>;
      const failures: string[] = [];
      await fc.assert(
        fc.asyncProperty(bodyArbitrary(sample), fc.boolean(), async (body, withSession) => {
          const payload = payloadOf(body);
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/website/${endpoints[name].path}`,
            headers: {
              'content-type': 'application/json',
              ...(withSession && name !== 'customer_logout' ? { cookie: sessionCookie } : {}),
            },
            payload,
          });
          if (res.statusCode >= 500)
            failures.push(
              `${res.statusCode} ${res.body.slice(0, 200)} <- ${payload.slice(0, 200)}`,
            );
          expect(res.statusCode).toBeLessThan(500);
          expect(() => JSON.parse(res.body) as unknown).not.toThrow();
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      expect(failures).toEqual([]);
      // Login checks passwords with argon2 (slow on purpose): its cases take longest.
    },
    300_000,
  );
});
