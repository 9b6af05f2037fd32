import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addVary, contentLanguage } from './requestLanguage.ts';

const app = Fastify();
app.get('/lang', async (request, reply) => ({ lang: contentLanguage(request, reply) }));
app.get('/vary', async (request, reply) => {
  reply.header('vary', 'accept-encoding');
  addVary(reply, ['Accept-Language', 'Cookie']);
  addVary(reply, ['cookie']);
  return { lang: contentLanguage(request, reply) };
});
beforeAll(() => app.ready());
afterAll(() => app.close());

const ask = async (headers: Record<string, string>) => {
  const res = await app.inject({ method: 'GET', url: '/lang', headers });
  expect(res.statusCode).toBe(200);
  return { lang: (res.json() as { lang: string }).lang, vary: res.headers.vary };
};

describe('requestLanguage', () => {
  it('is English with neither cookie nor header', async () => {
    expect((await ask({})).lang).toBe('en');
  });

  it('takes the lang cookie over Accept-Language', async () => {
    expect((await ask({ cookie: 'lang=ar', 'accept-language': 'en' })).lang).toBe('ar');
    expect((await ask({ cookie: 'session=x; lang=en', 'accept-language': 'ar' })).lang).toBe('en');
  });

  it('ignores a cookie of an unknown language or a malformed cookie header', async () => {
    expect((await ask({ cookie: 'lang=fr', 'accept-language': 'ar' })).lang).toBe('ar');
    expect((await ask({ cookie: 'lang=%E0%A4%A', 'accept-language': 'ar' })).lang).toBe('ar');
    expect((await ask({ cookie: ';;==;lang', 'accept-language': 'ar-KW' })).lang).toBe('ar');
    expect((await ask({ cookie: 'language=ar' })).lang).toBe('en');
  });

  it('reads Accept-Language by q-value', async () => {
    expect((await ask({ 'accept-language': 'ar-KW,ar;q=0.9,en;q=0.8' })).lang).toBe('ar');
    expect((await ask({ 'accept-language': 'en-GB,en;q=0.9,ar;q=0.8' })).lang).toBe('en');
    expect((await ask({ 'accept-language': 'fr;q=1, en;q=0.2, ar;q=0.5' })).lang).toBe('ar');
  });

  it('is English for unknown languages and malformed headers', async () => {
    expect((await ask({ 'accept-language': 'fr-FR, de' })).lang).toBe('en');
    expect((await ask({ 'accept-language': 'ar;q=zero' })).lang).toBe('en');
    expect((await ask({ 'accept-language': ',,;;' })).lang).toBe('en');
    expect((await ask({ 'accept-language': 'ar;q=0' })).lang).toBe('en');
  });

  it('marks the answer to vary by Accept-Language and Cookie', async () => {
    expect((await ask({})).vary).toBe('Accept-Language, Cookie');
  });

  it('adds to an existing Vary header without repeating names', async () => {
    const res = await app.inject({ method: 'GET', url: '/vary' });
    expect(res.headers.vary).toBe('accept-encoding, Accept-Language, Cookie');
  });
});
