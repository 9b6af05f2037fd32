import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEndpointName } from '@courier/api-client/admin';
import type { ContentRow } from '@courier/api-client/adminContent';
import type { ContentTypeName } from '@courier/domain/content/contentTypes';
import { adminCall, staffCookie } from '../admin/adminTestSupport.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

/**
 * Against the production build of the site (run after `pnpm build`): what the back office
 * unpublishes leaves the sitemap and the server-rendered pages on the next request.
 */
const SITE_DIR = fileURLToPath(new URL('../../../site/dist', import.meta.url));

let t: TestApp;
let editor = '';
beforeAll(async () => {
  if (!existsSync(`${SITE_DIR}/server/entry-server.js`))
    throw new Error(`run \`pnpm build\` first: ${SITE_DIR}/server is missing`);
  t = await startTestApp({ siteDir: SITE_DIR });
  editor = await staffCookie(t, 'content-editor', 'site-editor');
});
afterAll(async () => t?.close());

const admin = async (name: AdminEndpointName, input: Record<string, unknown>) => {
  const res = await adminCall(t, name, input, editor);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>;
};
const firstRow = async (type: ContentTypeName) =>
  ((await admin('admin_content_list', { type })).rows as ContentRow[])[0]!;
const get = async (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'courier.example' } });

describe('published content only, on the site', () => {
  it('the sitemap lists published services, posts, openings and team members only', async () => {
    const rows = await Promise.all(
      (['services', 'blog-posts', 'careers', 'team'] as const).map(async (type) => ({
        type,
        row: await firstRow(type),
      })),
    );
    const before = (await get('/sitemap.xml')).body;
    for (const { row } of rows) expect(before).toContain(encodeURIComponent(row.publicId!));

    for (const { type, row } of rows)
      await admin('admin_content_publish', { type, id: row.id, published: false });
    const after = (await get('/sitemap.xml')).body;
    for (const { type, row } of rows)
      expect(after, type).not.toContain(encodeURIComponent(row.publicId!));

    for (const { type, row } of rows)
      await admin('admin_content_publish', { type, id: row.id, published: true });
    const again = (await get('/sitemap.xml')).body;
    for (const { row } of rows) expect(again).toContain(encodeURIComponent(row.publicId!));
  });

  it('an unpublished service leaves the rendered services page on the next request', async () => {
    const service = await firstRow('services');
    expect((await get('/services')).body).toContain(service.title);
    await admin('admin_content_publish', { type: 'services', id: service.id, published: false });
    expect((await get('/services')).body).not.toContain(service.title);
    await admin('admin_content_publish', { type: 'services', id: service.id, published: true });
    expect((await get('/services')).body).toContain(service.title);
  });

  it('an unpublished news item leaves its details page', async () => {
    const item = await firstRow('news');
    const details = `/news-details?news_id=${encodeURIComponent(item.publicId!)}`;
    expect((await get(details)).body).toContain(item.title);
    await admin('admin_content_publish', { type: 'news', id: item.id, published: false });
    expect((await get(details)).body).not.toContain(item.title);
    expect((await t.post('news_details', { news_id: item.publicId })).statusCode).toBe(404);
  });
});
