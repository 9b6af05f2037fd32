import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem, ContentRow } from '@courier/api-client/adminContent';
import { adminCall, staffCookie } from '../admin/adminTestSupport.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

/*
 * A content change through the back office shows on the next request of every API process: the
 * public answer and the server-rendered page. Two apps on one database stand for two processes;
 * the site is a stand-in build whose server entry renders the service names from the API (the
 * real build's rendering is checked in http/siteRendering.build.test.ts).
 */
const ENTRY = `
export async function render({ url, template, fetch }) {
  const res = await fetch(new URL('/api/website/our_service_list', url));
  const { ourServiceList } = await res.json();
  const names = ourServiceList.map((s) => '<h2>' + s.service_name + '</h2>').join('');
  return { kind: 'page', status: 200, html: template.replace('<!--app-->', names) };
}
export async function seoFile() {
  return '';
}
`;

let siteDir = '';
let a: TestApp;
let b: Awaited<ReturnType<TestApp['twin']>>;
let editor = '';

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'courier-site-'));
  await mkdir(join(siteDir, 'server'));
  await writeFile(
    join(siteDir, 'index.html'),
    '<!doctype html><html><body><div id="root"><!--app--></div></body></html>',
  );
  await writeFile(join(siteDir, 'server', 'entry-server.js'), ENTRY);
  a = await startTestApp({ siteDir });
  b = await a.twin();
  editor = await staffCookie(a, 'content-editor', 'cache-editor');
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  if (siteDir) await rm(siteDir, { recursive: true, force: true });
});

const page = async (app: Pick<TestApp, 'app'>) =>
  (await app.app.inject({ method: 'GET', url: '/services' })).body;
const publicNames = async (app: Pick<TestApp, 'get'>) =>
  (
    (await app.get('our_service_list')).json() as { ourServiceList: { service_name: string }[] }
  ).ourServiceList.map((s) => s.service_name);

/** The NOTIFY reaches the other process's listening connection a moment after the commit. */
const eventually = (check: () => Promise<boolean>) =>
  expect.poll(check, { timeout: 3000, interval: 20 }).toBe(true);

describe('content changes reach every process on the next request', () => {
  it('an update through the admin call changes the public answer and the rendered page', async () => {
    const rows = (await adminCall(a, 'admin_content_list', { type: 'services' }, editor)).json()
      .rows as ContentRow[];
    const first = rows[0]!;
    // Both processes have rendered (and kept) the page with the old name.
    expect(await page(a)).toContain(`<h2>${first.title}</h2>`);
    expect(await page(b)).toContain(`<h2>${first.title}</h2>`);

    const item = (
      await adminCall(a, 'admin_content_item', { type: 'services', id: first.id }, editor)
    ).json().item as ContentItem;
    const renamed = `${first.title} Plus`;
    const saved = await adminCall(
      a,
      'admin_content_update',
      {
        type: 'services',
        id: first.id,
        values: {
          ...item.values,
          name: renamed,
          image: { ...(item.values.image as object), alt: 'A plane' },
        },
      },
      editor,
    );
    expect(saved.statusCode, saved.body).toBe(200);

    expect(await publicNames(a)).toContain(renamed);
    expect(await page(a)).toContain(`<h2>${renamed}</h2>`);
    await eventually(async () => (await publicNames(b)).includes(renamed));
    await eventually(async () => (await page(b)).includes(`<h2>${renamed}</h2>`));
  });

  it('unpublishing removes a service from the other process page', async () => {
    const rows = (await adminCall(a, 'admin_content_list', { type: 'services' }, editor)).json()
      .rows as ContentRow[];
    const last = rows.at(-1)!;
    expect(await page(b)).toContain(`<h2>${last.title}</h2>`);
    const res = await adminCall(
      a,
      'admin_content_publish',
      { type: 'services', id: last.id, published: false },
      editor,
    );
    expect(res.statusCode, res.body).toBe(200);
    await eventually(async () => !(await page(b)).includes(`<h2>${last.title}</h2>`));
  });
});
