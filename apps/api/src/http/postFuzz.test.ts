import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointNames, endpoints, type EndpointName } from '@courier/api-client/endpoints';
import { createCustomer } from '../customers/customerAccounts.ts';
import { sampleRequests } from '../testing/sampleRequests.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

/**
 * Property-based fuzzing of every POST call of the table through inject: valid bodies with a few
 * fields replaced by junk, and junk bodies. Whatever comes in, the answer is never a 5xx.
 * FUZZ_RUNS changes the number of cases per call (default 200); a failure prints its seed.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
/** Replaced in the JSON text by a value nested thousands deep (too deep to build as an object). */
const DEEP_TOKEN = '"__deep_nesting__"';
const DEEP_JSON = `${'{"a":['.repeat(2500)}1${']}'.repeat(2500)}`;

const loneSurrogates = fc
  .array(fc.integer({ min: 0xd800, max: 0xdfff }), { minLength: 1, maxLength: 3 })
  .map((units) => `x${String.fromCharCode(...units)}y`);
const controlCharacters = fc
  .array(fc.integer({ min: 0, max: 0x1f }), { minLength: 1, maxLength: 3 })
  .map((codes) => `a${String.fromCharCode(...codes)}b`);
const anyUnits = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u)),
  maxLength: 40,
});

const junkString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '%00',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    'data:image/jpeg;base64,AAAA',
    '🚚'.repeat(40),
  ),
  loneSurrogates,
  controlCharacters,
  anyUnits,
  fc.integer({ min: 1, max: 4 }).map((n) => 'x'.repeat(n * 30_000)),
  fc.constant('9'.repeat(400)),
);
const junkNumber = fc.oneof(
  fc.constantFrom(
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53,
    -1,
    0,
    1e308,
    -1e308,
    1e-7,
    2147483.648,
    Number.MAX_SAFE_INTEGER,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  junkString,
  junkNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant(DEEP_TOKEN),
  fc.array(fc.oneof(junkString, junkNumber), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(junkString, junkNumber), { maxKeys: 3 }),
  fc.constantFrom({ $ne: 1 }, { __proto__: { polluted: true } }, [[[[[]]]]]),
);

/** A body for `name`: its sample with some fields replaced, or junk altogether. */
function bodyArbitrary(sample: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = [...Object.keys(sample), 'unexpected_field', 'Userid', 'member_id'];
  const mutated = fc
    .array(fc.tuple(fc.constantFrom(...keys), junkValue), { minLength: 1, maxLength: 3 })
    .map((changes) => ({ ...sample, ...Object.fromEntries(changes) }));
  const dropped = fc
    .subarray(Object.keys(sample))
    .map((gone) => Object.fromEntries(Object.entries(sample).filter(([k]) => !gone.includes(k))));
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 1, arbitrary: dropped },
    { weight: 2, arbitrary: junkValue },
    { weight: 1, arbitrary: fc.anything() },
  );
}

/** The JSON text sent: the deep token becomes a real nesting thousands deep. */
function payloadOf(body: unknown): string {
  const text = JSON.stringify(body) ?? 'null';
  return text.includes(DEEP_TOKEN) ? text.replaceAll(DEEP_TOKEN, DEEP_JSON) : text;
}

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
