import { describe, expect, it } from 'vitest';
import { ApiCallError, createApiClient } from './client.ts';

interface Sent {
  url: string;
  init: RequestInit | undefined;
}

/** A fake fetch that records what was sent and answers with a fixed body and status. */
function fakeFetch(body: unknown, status = 200) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), init });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch: fetch, sent };
}

const newsOk = {
  Status: 'Success',
  Message: 'News found',
  newsList: [
    {
      encrypt_id: 'MQ==',
      news_title: 'New Shuwaikh hub',
      img_url: '/n/1.jpg',
      news_content: '<p>Open</p>',
    },
  ],
};

describe('createApiClient', () => {
  it('GETs the call path under /api/website/ and returns the validated answer', async () => {
    const { fetch, sent } = fakeFetch(newsOk);
    const client = createApiClient({ baseUrl: 'http://localhost:3000/', fetch });
    const result = await client.call('news_list');
    expect(result).toEqual({ ok: true, data: newsOk });
    expect(sent[0]?.url).toBe('http://localhost:3000/api/website/news_list');
    expect(sent[0]?.init?.method).toBe('GET');
    expect(sent[0]?.init?.credentials).toBe('same-origin');
    expect(sent[0]?.init?.body).toBeUndefined();
  });

  it('POSTs the body as JSON', async () => {
    const { fetch, sent } = fakeFetch({
      Status: 'Success',
      Message: 'Thank you, we will call you back.',
    });
    const client = createApiClient({ baseUrl: '', fetch });
    const body = {
      name: 'Ahmed',
      email: 'ahmed@example.com',
      mobile: '+96522001122',
      message: 'Call me',
    };
    const result = await client.call('contact_us', body);
    expect(result.ok && result.data.Message).toBe('Thank you, we will call you back.');
    expect(sent[0]?.url).toBe('/api/website/contact_us');
    expect(sent[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(sent[0]?.init?.body))).toEqual(body);
    expect(new Headers(sent[0]?.init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('fills path parameters and sends the other GET fields as a query', async () => {
    const { fetch, sent } = fakeFetch({});
    const client = createApiClient({ baseUrl: '', fetch });
    await client.call('get_our_service_details', { id: 'MQ==' });
    await client.call('tracks', { AWBNO: '700 1' });
    expect(sent.map((s) => s.url)).toEqual([
      '/api/website/get_our_service_details/MQ%3D%3D',
      '/api/website/tracks?AWBNO=700+1',
    ]);
  });

  it('reports a contract break instead of returning a half-valid answer', async () => {
    const { fetch } = fakeFetch({
      Status: 'Success',
      Message: '',
      newsList: [{ news_title: 'No id' }],
    });
    const result = await createApiClient({ baseUrl: '', fetch }).call('news_list');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(ApiCallError);
    expect(result.error.kind).toBe('contract');
    expect(result.error.endpoint).toBe('news_list');
    expect(result.error.issues.map((issue) => issue.path)).toContain('newsList.0.encrypt_id');
  });

  it('reports a refusal with the server message', async () => {
    const { fetch } = fakeFetch({ Status: 'Error', Message: 'Date is a public holiday.' });
    const result = await createApiClient({ baseUrl: '', fetch }).call('check_collection_date', {
      collection_date: '2026-03-01',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('rejected');
    expect(result.error.message).toBe('Date is a public holiday.');
  });

  it('reads a STATUS 0 login refusal and a carrier error array', async () => {
    const login = await createApiClient({
      baseUrl: '',
      fetch: fakeFetch({ STATUS: 0, Data: 'Invalid Userid' }, 401).fetch,
    }).call('customer_login', { Userid: 'demo', Password: 'wrong' });
    expect(!login.ok && [login.error.kind, login.error.status, login.error.message]).toEqual([
      'rejected',
      401,
      'Invalid Userid',
    ]);
    const carrierBooking = await createApiClient({
      baseUrl: '',
      fetch: fakeFetch(['CneeZipCode is required']).fetch,
    }).call('create_skynet_shipment', { shipmentId: 's1' });
    expect(!carrierBooking.ok && carrierBooking.error.message).toBe('CneeZipCode is required');
  });

  it('turns a thrown fetch into a network failure', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    const result = await createApiClient({ baseUrl: '', fetch }).call('faq_list');
    expect(!result.ok && result.error.kind).toBe('network');
  });

  it('turns a non-JSON error page into an http failure and a non-JSON 200 into a contract break', async () => {
    const http = await createApiClient({
      baseUrl: '',
      fetch: fakeFetch('<html>502</html>', 502).fetch,
    }).call('faq_list');
    expect(!http.ok && [http.error.kind, http.error.status]).toEqual(['http', 502]);
    const contract = await createApiClient({ baseUrl: '', fetch: fakeFetch('').fetch }).call(
      'faq_list',
    );
    expect(!contract.ok && contract.error.kind).toBe('contract');
  });

  it('send takes the body always and behaves like call', async () => {
    const { fetch, sent } = fakeFetch(newsOk);
    const client = createApiClient({ baseUrl: '', fetch });
    expect(await client.send('news_list', {})).toEqual({ ok: true, data: newsOk });
    expect(sent[0]?.url).toBe('/api/website/news_list');
  });

  it('refuses to send an invalid request', async () => {
    const { fetch, sent } = fakeFetch({});
    const result = await createApiClient({ baseUrl: '', fetch }).call('blog_details', {
      blog_id: '',
    });
    expect(!result.ok && result.error.kind).toBe('invalid-request');
    expect(!result.ok && result.error.issues[0]?.path).toBe('blog_id');
    expect(sent).toHaveLength(0);
  });
});
