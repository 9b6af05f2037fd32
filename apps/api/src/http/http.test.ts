import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { ApiError } from './envelope.ts';
import { registerErrorHandling } from './errorHandler.ts';

let t: TestApp;
let siteDir: string;
beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'courier-site-'));
  await mkdir(join(siteDir, 'assets'));
  await writeFile(
    join(siteDir, 'index.html'),
    '<!doctype html><title>Courier Express Kuwait</title><div id="root"></div>',
  );
  await writeFile(join(siteDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(join(siteDir, 'favicon.svg'), '<svg/>');
  t = await startTestApp({ siteDir, bodyLimitBytes: 64 * 1024 });
});
afterAll(async () => {
  await t?.close();
  await rm(siteDir, { recursive: true, force: true });
});

const send = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/website/blog_details',
    headers: { 'content-type': contentType },
    payload,
  });

describe('bad requests never give a 500 or a stack trace', () => {
  it.each([
    ['malformed JSON', '{"blog_id": ', 400, 'The request body is not valid JSON.'],
    ['an empty JSON body', '', 400, 'The request body is empty.'],
    ['a JSON array', '["x"]', 400, 'blog_id is required.'],
    ['JSON null', 'null', 400, 'blog_id is required.'],
    ['a string body', '"blog"', 400, 'blog_id is required.'],
  ])('%s', async (_name, payload, status, message) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(expect.objectContaining({ Status: 'Error', Message: message }));
    expect(res.body).not.toMatch(/at .*\.ts|stack/i);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await send('blog_id=1', 'text/plain');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ Status: 'Error', Message: 'Send the request body as JSON.' });
  });

  it('refuses an oversized body with 413', async () => {
    const res = await send(JSON.stringify({ blog_id: 'x'.repeat(70 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ Status: 'Error', Message: 'The request is too large.' });
  });

  it('answers unknown API paths and methods with a JSON 404, not the site', async () => {
    for (const [method, url] of [
      ['GET', '/api/website/no_such_call'],
      ['DELETE', '/api/website/blog_list'],
      ['GET', '/api/other'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ Status: 'Error', Message: 'Not found.' });
    }
  });

  it('turns an unexpected error into a plain 500 without its text', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error('secret connection string postgres://x');
    });
    app.get('/refused', async () => {
      throw new ApiError(409, 'Already done.', { errors: { a: 'b' } });
    });
    const boom = await app.inject({ method: 'GET', url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({
      Status: 'Error',
      Message: 'Something went wrong. Please try again later.',
    });
    const refused = await app.inject({ method: 'GET', url: '/refused' });
    expect(refused.json()).toEqual({
      Status: 'Error',
      Message: 'Already done.',
      errors: { a: 'b' },
    });
  });
});

describe('security headers', () => {
  it('sends helmet headers and no CORS header, even to a foreign origin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/website/faq_list',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('client address', () => {
  it('trusts X-Forwarded-For only when TRUST_PROXY is set', async () => {
    const { loadConfig } = await import('../config.ts');
    expect(loadConfig({}).trustProxy).toBe(false);
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (
      address: string,
      hop: number,
    ) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });
});

describe('health', () => {
  it('is 200 while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });
});

describe('the built site on the same port', () => {
  it('serves index.html at / and for client routes, never cached', async () => {
    for (const url of [
      '/',
      '/blog-single?blog_id=abc',
      '/check-rate',
      '/static-page?menu_id=NA==',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Courier Express Kuwait');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('404s a missing file instead of answering it with index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>');
  });

  it('does not answer a POST to a page with the site', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/check-rate' });
    expect(res.statusCode).toBe(404);
  });
});
