import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPayment } from '../shipments/booking.testSupport.ts';
import { loadShippingConfig } from '../shipments/shippingConfig.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { ACCESS_MESSAGES } from './accessMessages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    rateLimits: {
      bookingsPerHour: 5,
      paymentsPerHour: 2,
      enquiriesPerHour: 5,
      trackingPerMinute: 3,
      otherPerMinute: 100,
      uploadBytesPerHour: 3000,
      documentsPerMinute: 3,
      unknownPathsPerMinute: 3,
      apiKeyPerMinute: 100,
      invitationsPerHour: 100,
    },
    shipping: { ...loadShippingConfig({}), paymentMaxFils: 500_000 },
  });
});
afterAll(async () => t?.close());

const post = (path: string, body: unknown, address = '10.20.0.1') =>
  t.app.inject({
    method: 'POST',
    url: `/api/website/${path}`,
    remoteAddress: address,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const track = (awb: string, address: string) =>
  t.app.inject({ method: 'GET', url: `/api/website/tracks?AWBNO=${awb}`, remoteAddress: address });

describe('rate limits on public calls', () => {
  it('card payments: the third from one address is 429 in the envelope with Retry-After; another address goes on', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await post('make_online_payment', cardPayment('1.000')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 429]);
    expect(answers[2]!.json()).toEqual({ Status: 'Error', Message: ACCESS_MESSAGES.rateLimited });
    expect(Number(answers[2]!.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('make_online_payment', cardPayment('1.000'), '10.20.0.2')).statusCode).toBe(
      200,
    );
    // Counted in the database, where every process sees the same numbers.
    const rows = (await t.db.execute(
      `select count from rate_limits where key like '%make_online_payment|10.20.0.1'`,
    )) as unknown as {
      rows: Array<{ count: string }>;
    };
    expect(Number(rows.rows[0]!.count)).toBe(3);
    // Each charge was stored as a pending attempt first and completed with the provider's answer.
    const paid = (await t.db.execute(
      `select outcome, attempt_id, completed_at from payments where outcome <> 'pending'`,
    )) as unknown as {
      rows: Array<{ outcome: string; attempt_id: string; completed_at: unknown }>;
    };
    // Identical bodies within 10 s replay the first answer: one charge was made.
    expect(paid.rows).toHaveLength(1);
    for (const row of paid.rows) {
      expect(row.outcome).toBe('approved');
      expect(row.attempt_id).toMatch(/^attempt-[0-9a-f]{32}$/);
      expect(row.completed_at).not.toBeNull();
    }
  });

  it('refuses an amount above PAYMENT_MAX_KWD before the provider is called, leaving no payment row', async () => {
    const res = await post('make_online_payment', cardPayment('500.001'), '10.20.0.3');
    expect([res.statusCode, res.json().Message]).toEqual([
      400,
      'The payment amount is above the maximum per payment of KWD 500.000.',
    ]);
    // An amount whose fils would not fit the column never gets as far: the contract refuses it.
    const huge = await post('make_online_payment', cardPayment('2147483.648'), '10.20.0.3');
    expect(huge.statusCode).toBe(400);
    const rows = (await t.db.execute(
      `select count(*)::int as n from payments where amount_fils > 500000`,
    )) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(rows.rows[0]!.n).toBe(0);
  });

  it('tracking is limited per address, GET and POST together', async () => {
    const codes = [];
    for (let i = 0; i < 2; i++)
      codes.push((await post('tracking_data', { AWBNO: '70012345012' }, '10.20.1.1')).statusCode);
    for (let i = 0; i < 2; i++) codes.push((await track('70012345012', '10.20.1.1')).statusCode);
    expect(codes.slice(0, 3).every((c) => c !== 429)).toBe(true);
    expect(codes[3]).toBe(429);
  });

  it('counts the return link as tracking and its return as a booking, per address', async () => {
    const token = 'x.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const pages = [];
    for (let i = 0; i < 4; i++)
      pages.push((await post('return_link', { token }, '10.20.9.1')).statusCode);
    expect(pages).toEqual([410, 410, 410, 429]);
    const creates = [];
    for (let i = 0; i < 6; i++)
      creates.push((await post('return_create', { token }, '10.20.9.2')).statusCode);
    expect(creates).toEqual([410, 410, 410, 410, 410, 429]);
  });

  it('bounds upload bytes per address per hour, before the body is read', async () => {
    const big = {
      name: 'A',
      email: 'a@example.com',
      mobile: '12345678',
      message: 'x'.repeat(2000),
      resume_content: 'data:application/pdf;base64,',
    };
    const first = await post('career_apply', big, '10.20.2.1');
    expect(first.statusCode).not.toBe(429);
    const second = await post('career_apply', big, '10.20.2.1');
    expect([second.statusCode, second.json().Message]).toEqual([
      429,
      ACCESS_MESSAGES.uploadLimited,
    ]);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts limited calls only: reads and pages write no counter; a refusal says when to come back', async () => {
    const before = await counterRows();
    for (const url of ['/api/website/blog_list', '/healthz'])
      await t.app.inject({ method: 'GET', url, remoteAddress: '10.20.3.1' });
    expect(await counterRows()).toEqual(before);
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push(await post('tracking_data', { AWBNO: '70012345012' }, '10.20.3.2'));
    const refused = codes[3]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['x-ratelimit-limit']).toBe('3');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    expect(refused.headers['retry-after']).toBe(refused.headers['x-ratelimit-reset']);
    expect(codes[0]!.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('limits requests to paths no route serves, GET or POST, without reading their bodies', async () => {
    const codes = [];
    for (const method of ['GET', 'POST', 'POST', 'GET'] as const)
      codes.push(
        (
          await t.app.inject({
            method,
            url: `/api/website/no_such_call_${codes.length}`,
            remoteAddress: '10.20.5.1',
            headers: { 'content-type': 'application/json' },
            ...(method === 'POST' ? { payload: '{"not json' } : {}),
          })
        ).statusCode,
      );
    expect(codes).toEqual([404, 404, 404, 429]);
    const other = await t.app.inject({ method: 'GET', url: '/x', remoteAddress: '10.20.5.2' });
    expect(other.statusCode).toBe(404);
  });

  it('limits document downloads per address, valid link or not', async () => {
    const label = (address: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/website/label/nothing.pdf',
        remoteAddress: address,
      });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await label('10.20.6.1')).statusCode);
    expect(codes).toEqual([404, 404, 404, 429]);
    expect((await label('10.20.6.2')).statusCode).toBe(404);
  });

  it('read-only calls counted beside their work still answer nothing but the 429 once over', async () => {
    const tracks = (awb: string) => track(awb, '10.20.4.1');
    const codes = [];
    // Unknown numbers: a 404 would tell a walker which numbers do not exist.
    for (let i = 0; i < 5; i++) codes.push((await tracks(`9990000${i}`)).statusCode);
    expect(codes).toEqual([404, 404, 404, 429, 429]);
    const refused = await tracks('99900009');
    expect(refused.json()).toEqual({ Status: 'Error', Message: ACCESS_MESSAGES.rateLimited });
    // Concurrent calls over the limit: every one refused, and each counted.
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => post('price_calculation', {}, '10.20.4.2')),
    );
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(0);
    const after = await Promise.all(
      Array.from({ length: 200 }, () => post('price_calculation', {}, '10.20.4.2')),
    );
    expect(after.filter((r) => r.statusCode === 429)).toHaveLength(105);
  });
});

describe('rate limits on answers kept in memory', () => {
  it('refuses a kept answer (a quote, a tracked number) once over, as any other', async () => {
    // A known number: its answer is kept after the first ask (tracking/trackingAnswers.ts).
    await t.db.execute(
      `insert into shipments (public_id, shipment_no, variant, record, total_amount_fils, payment_type, awb, carrier_status)
                        values ('limit-kept', 'K000000001', 'public', '{}', 1000, 'cash', 'K000000001', 'booked')` as never,
    );
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await track('K000000001', '10.20.5.1')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    // One question asked again and again: its answer is kept after the first quote.
    const city = async (country: number) =>
      String(
        (await post('origin_city', { origin_country_id: country })).json().cityList[0].state_id,
      );
    const question = {
      origin_country_id: '117',
      destination_country_id: '101',
      origin_city_id: await city(117),
      destination_city_id: await city(101),
      weight: '2',
      unit: 'KG',
      service_id: '',
    };
    const quotes = [];
    for (let i = 0; i < 101; i++)
      quotes.push((await post('price_calculation', question, '10.20.5.2')).statusCode);
    expect(quotes.slice(0, 100).every((code) => code === 200)).toBe(true);
    expect(quotes[100]).toBe(429);
  });
});

async function counterRows(): Promise<string[]> {
  const result = (await t.db.execute(
    `select key || '=' || count as row from rate_limits order by key`,
  )) as unknown as { rows: Array<{ row: string }> };
  return result.rows.map((r) => r.row);
}
