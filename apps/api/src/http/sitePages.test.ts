import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { LazyRequestLogger } from './requestLogger.ts';

/*
 * Kept pages: only a change of what pages show empties them, and an address differing only in
 * query parameters no page reads is the same page. The site is a stand-in build whose server entry
 * counts its renders and, like the real one, builds URLs from the address it is given.
 */
const ENTRY = `
globalThis.siteRenders = [];
export async function render({ url, template }) {
  globalThis.siteRenders.push(url);
  const { pathname, search } = new URL(url);
  // As the real renderer's router did: a path of '//host/x' is read as an address of its own,
  // which is not a valid URL (ERR_INVALID_URL).
  if (pathname.startsWith('//')) new URL(pathname);
  return { kind: 'page', status: 200, html: template.replace('<!--app-->', pathname + search) };
}
export async function seoFile() {
  return '';
}
`;

const renders = () => (globalThis as unknown as { siteRenders: string[] }).siteRenders;

let siteDir = '';
let t: TestApp;

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'courier-site-pages-'));
  await mkdir(join(siteDir, 'server'));
  await writeFile(
    join(siteDir, 'index.html'),
    '<!doctype html><html><body><div id="root"><!--app--></div></body></html>',
  );
  await writeFile(join(siteDir, 'server', 'entry-server.js'), ENTRY);
  t = await startTestApp({ siteDir });
});
afterAll(async () => {
  await t?.close();
  if (siteDir) await rm(siteDir, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });

describe('kept pages', () => {
  it('survive refused and unrelated POSTs', async () => {
    expect((await page('/blog')).statusCode).toBe(200);
    const before = renders().length;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/website/no_such_call',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(refused.statusCode).toBe(404);
    const invalid = await t.post('contact_us', { name: '' });
    expect(invalid.statusCode).toBe(400);
    expect((await page('/blog')).statusCode).toBe(200);
    expect(renders().length).toBe(before);
  });

  it('are one page for query parameters no page reads, and keep the ones pages read', async () => {
    const before = renders().length;
    for (let i = 0; i < 5; i++) {
      const res = await page(`/services?utm_source=mail&nocache=${i}`);
      expect(res.body).toContain('<div id="root">/services</div>');
    }
    expect(renders().length - before).toBeLessThanOrEqual(1);
    const detail = await page('/service-single?service_id=7&utm_source=x');
    expect(detail.body).toContain('/service-single?service_id=7<');
    const other = await page('/service-single?service_id=8');
    expect(other.body).toContain('/service-single?service_id=8<');
  });
});

describe('an address that names no page', () => {
  it('is the visitor’s mistake: 400 (or not found), never rendered, no error logged', async () => {
    const errors = vi.spyOn(LazyRequestLogger.prototype, 'error');
    try {
      const before = renders().length;
      const bad = await page('//evil.example/%2e%2e');
      expect([bad.statusCode, bad.json()]).toEqual([
        400,
        { Status: 'Error', Message: 'The address of the request is not valid.' },
      ]);
      for (const url of ['//evil.example', '//evil.example/x?y=1']) {
        const res = await page(url);
        expect([url, [400, 404].includes(res.statusCode)]).toEqual([url, true]);
        expect(res.json()).toMatchObject({ Status: 'Error' });
      }
      expect(renders().length).toBe(before);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
