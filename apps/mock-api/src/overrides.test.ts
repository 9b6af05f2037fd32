import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from './node.ts';
import { answer, networkError, refusal, slow } from './overrides.ts';
import { createTestClient } from './testing.ts';

const { server } = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('overrides', () => {
  it('answer replaces a call answer for one test', async () => {
    server.use(answer('faq_list', { Status: 'Success', Message: '', faqList: [] }));
    const result = await createTestClient().client.call('faq_list');
    expect(result.ok && result.data.faqList).toEqual([]);
  });

  it('refusal answers in the family of the call', async () => {
    server.use(
      refusal('customer_login', 'Account locked', 423),
      refusal('contact_us', 'Mail server down', 503),
    );
    const { client } = createTestClient();
    const login = await client.call('customer_login', { Userid: 'demo', Password: 'x' });
    expect(!login.ok && [login.error.kind, login.error.status, login.error.message]).toEqual([
      'rejected',
      423,
      'Account locked',
    ]);
    const contact = await client.call('contact_us', {
      name: 'A',
      email: 'a@example.com',
      mobile: '123',
      message: 'm',
    });
    expect(!contact.ok && contact.error.message).toBe('Mail server down');
  });

  it('networkError makes fetch fail', async () => {
    server.use(networkError('news_list'));
    const result = await createTestClient().client.call('news_list');
    expect(!result.ok && result.error.kind).toBe('network');
  });

  it('slow delays and then answers from the fixtures', async () => {
    server.use(slow('news_list', 60));
    const started = Date.now();
    const result = await createTestClient().client.call('news_list');
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    expect(result.ok && result.data.newsList).toHaveLength(6);
  });
});
