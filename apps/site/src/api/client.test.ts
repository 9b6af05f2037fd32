import { ApiCallError } from '@courier/api-client/apiCallError';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from './client';

const answer = (body: unknown, status = 200) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiCall', () => {
  it('resolves with a valid success and calls the spec path', async () => {
    const fetch = answer({
      Status: 'Success',
      Message: 'ok',
      faqList: [{ question: 'Q?', answer: '<p>A</p>' }],
    });
    vi.stubGlobal('fetch', fetch);
    const result = await apiCall('faq_list', {});
    expect(result.faqList).toEqual([{ question: 'Q?', answer: '<p>A</p>' }]);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/api/website/faq_list');
  });

  it('rejects a refusal with the server Message', async () => {
    vi.stubGlobal('fetch', answer({ Status: 'Error', Message: 'Payment declined' }, 402));
    await expect(
      apiCall('make_online_payment', {
        name_of_card: 'A',
        card_number: '4000000000000002',
        card_type: 'Visa',
        card_expiry_month: '12',
        card_expiry_year: '2030',
        card_cvv_number: '123',
        total_amount: '1',
        email_id: 'a@b.example',
        currency: 'KWD',
      }),
    ).rejects.toMatchObject({ kind: 'rejected', message: 'Payment declined' });
  });

  it('logs a response that breaks the contract and rejects it as a failure', async () => {
    vi.stubGlobal(
      'fetch',
      answer({ Status: 'Success', Message: 'ok', faqList: [{ question: 42 }] }),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = await apiCall('faq_list', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiCallError);
    expect((failure as ApiCallError).kind).toBe('contract');
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('rejects a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(apiCall('faq_list', {})).rejects.toMatchObject({ kind: 'network' });
  });

  it('asks for the page language: Accept-Language en on English pages, ar under /ar/', async () => {
    const fetch = answer({ Status: 'Success', Message: 'ok', faqList: [] });
    vi.stubGlobal('fetch', fetch);
    await apiCall('faq_list', {});
    const init = (fetch.mock.calls[0] as unknown[])[1] as RequestInit;
    expect(new Headers(init.headers).get('accept-language')).toBe('en');

    // The client is made once per page, for the page's URL: a fresh module on an Arabic page.
    vi.resetModules();
    vi.stubGlobal('location', { pathname: '/ar/faq' });
    const arabic = await import('./client');
    await arabic.apiCall('faq_list', {});
    const arInit = (fetch.mock.calls[1] as unknown[])[1] as RequestInit;
    expect(new Headers(arInit.headers).get('accept-language')).toBe('ar');
  });
});
