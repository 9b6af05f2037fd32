import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { endpointNames, endpoints, type EndpointName } from '@courier/api-client/endpoints';
import { sampleRequests } from '../testing/sampleRequests.ts';
import { contractRoute, requestPartOf } from './contractRoute.ts';
import { registerErrorHandling } from './errorHandler.ts';

/** A bare server with the contract's compilers: each call answers what `answer` gives. */
async function serverAnswering(answer: (name: string) => unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(
    async (api) => {
      for (const name of endpointNames) contractRoute(api, name, async () => answer(name));
    },
    { prefix: '/api/website' },
  );
  await app.ready();
  return app;
}

/** The request of a call as inject sends it: path filled, query string or JSON body. */
function injectOf(name: EndpointName, request: Record<string, unknown>) {
  const endpoint = endpoints[name];
  const rest = { ...request };
  const path = endpoint.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = String(rest[key]);
    delete rest[key];
    return encodeURIComponent(value);
  });
  const url = `/api/website/${path}`;
  return endpoint.method === 'GET'
    ? { method: 'GET' as const, url, query: rest as Record<string, string> }
    : { method: 'POST' as const, url, payload: rest };
}

describe('routes from the endpoint table', () => {
  const samples = sampleRequests();

  it('have a sample request each that the call schema accepts', () => {
    for (const name of endpointNames) {
      const parsed = endpoints[name].request.safeParse(samples[name]);
      expect([name, parsed.error?.issues ?? []]).toEqual([name, []]);
    }
  });

  it('serialise every answer through the call schema: an answer outside it is a logged 500, never sent', async () => {
    const app = await serverAnswering(() => ({ Status: 'Success', Message: 'ok', nonsense: true }));
    for (const name of endpointNames) {
      const endpoint = endpoints[name];
      const res = await app.inject(injectOf(name, samples[name]));
      if (endpoint.success.safeParse({ Status: 'Success', Message: 'ok' }).success) {
        // Message-only calls: the answer is valid, and what the schema does not name is dropped.
        expect([name, res.statusCode, res.json()]).toEqual([
          name,
          200,
          { Status: 'Success', Message: 'ok' },
        ]);
      } else {
        expect([name, res.statusCode]).toEqual([name, 500]);
        expect(res.body).not.toContain('nonsense');
      }
    }
    await app.close();
  });

  it('answer a handler outside its schema with 500 for a valid request', async () => {
    const app = await serverAnswering(() => ({
      Status: 'Success',
      Message: 'ok',
      faqList: [{ question: 42 }],
    }));
    const res = await app.inject({ method: 'GET', url: '/api/website/faq_list' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      Status: 'Error',
      Message: 'Something went wrong. Please try again later.',
    });
    await app.close();
  });

  it('send only what the schema describes (fields outside the contract are dropped)', async () => {
    const app = await serverAnswering(() => ({
      Status: 'Success',
      Message: 'ok',
      faqList: [],
      secret: 'x',
    }));
    const res = await app.inject({ method: 'GET', url: '/api/website/faq_list' });
    expect(res.json()).toEqual({ Status: 'Success', Message: 'ok', faqList: [] });
    await app.close();
  });

  it('validate each call in the part its fields travel in, with the domain words', async () => {
    const app = await serverAnswering(() => ({ Status: 'Success', Message: 'ok' }));
    expect(requestPartOf('get_our_service_details')).toBe('params');
    expect(requestPartOf('tracks')).toBe('querystring');
    expect(requestPartOf('contact_us')).toBe('body');
    const res = await app.inject({
      method: 'POST',
      url: '/api/website/check_collection_date',
      payload: {},
    });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      {
        Status: 'Error',
        Message: 'collection_date is required.',
        errors: { collection_date: 'collection_date is required.' },
      },
    ]);
    const tracks = await app.inject({ method: 'GET', url: '/api/website/tracks?AWBNO=%00' });
    expect(tracks.statusCode).toBe(400);
    expect(tracks.json()).toMatchObject({ Status: 'Error', data: { status: 'FAILED' } });
    const login = await app.inject({
      method: 'POST',
      url: '/api/website/customer_login',
      payload: {},
    });
    expect(login.json()).toEqual({ STATUS: 0, Data: 'Enter your user ID.' });
    await app.close();
  });

  it('lets check_collection_date refuse with HTTP 200, as the original does', async () => {
    const app = await serverAnswering(() => ({
      Status: 'Error',
      Message: 'The date is available.',
    }));
    const res = await app.inject({
      method: 'POST',
      url: '/api/website/check_collection_date',
      payload: { collection_date: '2026-01-01' },
    });
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { Status: 'Error', Message: 'The date is available.' },
    ]);
    const other = await app.inject({ method: 'GET', url: '/api/website/faq_list' });
    expect(other.statusCode).toBe(500);
    await app.close();
  });
});
