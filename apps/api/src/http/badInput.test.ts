import { REQUEST_MESSAGES } from './requestMessages.ts';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textMessages } from '@courier/domain/schemas/fields';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const postRaw = (path: string, payload: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/website/${path}`,
    headers: { 'content-type': 'application/json' },
    payload,
  });

describe('bad input never reaches the database', () => {
  it('refuses NUL and other control characters in any text field, body or query string', async () => {
    for (const [path, body] of [
      [
        'contact_us',
        { name: 'Mona\u0000', email: 'm@example.com', mobile: '+96560001111', message: 'Hi' },
      ],
      ['blog_search', { search_key_word: 'a\u0000b' }],
      ['customer_login', { Userid: 'demo\u0000', Password: 'x' }],
      ['tracking_data', { AWBNO: '70012345012\u0000' }],
    ] as const) {
      const res = await t.post(path, body);
      expect([path, res.statusCode]).toEqual([path, 400]);
    }
    const contact = await t.post('contact_us', {
      name: 'Mona\u0000',
      email: 'm@example.com',
      mobile: '+96560001111',
      message: 'Hi',
    });
    expect(contact.json()).toMatchObject({
      Status: 'Error',
      Message: textMessages.badCharacters,
      errors: { name: textMessages.badCharacters },
    });
    const tracks = await t.app.inject({ method: 'GET', url: '/api/website/tracks?AWBNO=%00' });
    expect(tracks.statusCode).toBe(400);
    expect(tracks.json()).toMatchObject({
      Status: 'Error',
      Message: textMessages.badCharacters,
      data: { status: 'FAILED' },
    });
  });

  it('refuses lone surrogates in JSON strings', async () => {
    const res = await postRaw(
      'contact_us',
      '{"name":"Mona \\ud800","email":"m@example.com","mobile":"+96560001111","message":"Hi"}',
    );
    expect([res.statusCode, res.json().errors]).toEqual([
      400,
      { name: textMessages.badCharacters },
    ]);
  });

  it('refuses ids above 2^31-1 and text over its limit, in the envelope', async () => {
    const id = await t.post('location_list', { country_id: 2 ** 31 });
    expect([id.statusCode, id.json().Message]).toEqual([400, 'country_id is not valid.']);
    const bigString = await t.post('mobile_code_by_country', { country_id: '9'.repeat(3000) });
    expect(bigString.statusCode).toBe(400);
    const userId = await t.post('customer_login', { Userid: 'u'.repeat(3000), Password: 'x' });
    expect([userId.statusCode, userId.json()]).toEqual([
      400,
      { STATUS: 0, Data: textMessages.tooLong(100) },
    ]);
  });

  it('refuses a payment amount whose fils would not fit the database, before the provider', async () => {
    const card = {
      name_of_card: 'Amal Test',
      card_number: '4111111111111111',
      card_type: 'visa',
      card_expiry_month: '12',
      card_expiry_year: '2030',
      card_cvv_number: '123',
      email_id: 'amal@example.com',
      currency: 'KWD',
    };
    for (const total_amount of ['2147483.648', 2035655930, 1e308]) {
      const res = await t.post('make_online_payment', { ...card, total_amount });
      expect([total_amount, res.statusCode, res.json().errors]).toEqual([
        total_amount,
        400,
        { total_amount: 'total_amount is not valid.' },
      ]);
    }
  });

  it('refuses bodies nested deeper than any form, before validation and the idempotency hash', async () => {
    for (const path of ['create_shipment', 'make_online_payment', 'contact_us']) {
      const res = await postRaw(path, `{"nested":${nested(5000)}}`);
      expect([path, res.statusCode, res.json()]).toEqual([
        path,
        400,
        { Status: 'Error', Message: REQUEST_MESSAGES.tooDeep },
      ]);
    }
  });
});

describe("Fastify's own errors", () => {
  it('answer a URL that is not valid percent-encoding in the envelope, without the URL', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/website/get_our_service_details/%E0%A4%A',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Status: 'Error',
      Message: 'The address of the request is not valid.',
    });
    expect(res.body).not.toContain('%E0');
  });

  it('answer an over-long path parameter with 414 in the envelope, without the URL', async () => {
    const long = 'x'.repeat(300);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/website/get_our_service_details/${long}`,
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      Status: 'Error',
      Message: 'The address of the request is too long.',
    });
    expect(res.body).not.toContain(long);
  });

  it('answer a request the HTTP parser refuses in the envelope', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write('GET /api/website/\u0000 HTTP/1.1\r\nHost: x\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += String(chunk)));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('{"Status":"Error","Message":"The request is not valid."}');
  });

  it('answer bad content types in the envelope', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/website/contact_us',
        headers: { 'content-type': type },
        payload: 'name=x',
      });
      expect([type, res.statusCode, res.json()]).toEqual([
        type,
        415,
        { Status: 'Error', Message: 'Send the request body as JSON.' },
      ]);
    }
  });
});
