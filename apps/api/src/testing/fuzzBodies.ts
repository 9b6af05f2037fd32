import fc from 'fast-check';

/*
 * Bodies for the property-based fuzz suites (http/postFuzz.test.ts for /api/website,
 * admin/adminPostFuzz.test.ts for /api/admin and the ops call): a valid sample with a few fields
 * replaced by junk, a sample with fields dropped, or junk altogether.
 */

/** Cases per call: FUZZ_RUNS, default 200. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 200);
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
export function bodyArbitrary(sample: Record<string, unknown>): fc.Arbitrary<unknown> {
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
export function payloadOf(body: unknown): string {
  const text = JSON.stringify(body) ?? 'null';
  return text.includes(DEEP_TOKEN) ? text.replaceAll(DEEP_TOKEN, DEEP_JSON) : text;
}
