import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('ETag on API GETs', () => {
  it('answers a repeated GET with a matching If-None-Match with 304 and no body', async () => {
    const first = await t.get('blog_list');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/website/blog_list',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/website/blog_list',
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('leaves POST answers and refusals alone: no ETag, never a 304', async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/website/blog_details',
      headers: { 'content-type': 'application/json', 'if-none-match': '*' },
      payload: JSON.stringify({ blog_id: 'no-such-post' }),
    });
    expect(post.statusCode).not.toBe(304);
    expect(post.headers.etag).toBeUndefined();
    const missing = await t.app.inject({ method: 'GET', url: '/api/website/no_such_call' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});
