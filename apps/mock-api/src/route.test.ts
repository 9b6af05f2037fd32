import { success } from '@courier/api-client/envelope';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockDb } from './db.ts';
import { route } from './route.ts';

const db = createMockDb();
// A resolver whose fixture breaks the contract: a FAQ entry without its answer.
const broken = route(db, 'faq_list', () => success({ faqList: [{ question: 'Q?' }] }) as never);
const server = setupServer(broken);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('route', () => {
  it('answers 500 naming the broken field instead of sending a body that breaks the contract', async () => {
    const response = await fetch('http://mock.test/api/website/faq_list');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      mockContractBreak: 'faq_list',
      issues: ['faqList.0.answer: Invalid input: expected string, received undefined'],
    });
  });

  it('refuses a body that is not a JSON object in the call family', async () => {
    const server2 = setupServer(route(db, 'contact_us', () => success({})));
    server.close();
    server2.listen({ onUnhandledRequest: 'error' });
    const response = await fetch('http://mock.test/api/website/contact_us', {
      method: 'POST',
      body: '[1,2]',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      Status: 'Error',
      Message: 'The request body must be a JSON object.',
    });
    server2.close();
  });
});
