import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentUploadResponse, type ContentUpload } from '@courier/api-client/adminContentUpload';
import { contentImageSrcSet } from '@courier/domain/content/uploads';
import { adminCall, staffCookie } from '../admin/adminTestSupport.ts';
import { dataUrl, PDF_BYTES, picture } from '../content/uploads/testPictures.testSupport.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { MEDIA_NOT_FOUND, variantFor } from './contentMedia.ts';

let t: TestApp;
let photo: ContentUpload;
let profile: ContentUpload;
let kycFileId: string;

async function uploadAs(cookie: string, fileName: string, kind: 'image' | 'pdf', bytes: Buffer) {
  const res = await adminCall(
    t,
    'admin_content_upload',
    { fileName, kind, dataUrl: dataUrl(bytes) },
    cookie,
  );
  if (res.statusCode !== 200) throw new Error(res.body);
  return contentUploadResponse.parse(res.json()).upload;
}

beforeAll(async () => {
  t = await startTestApp();
  const cookie = await staffCookie(t, 'content-editor');
  photo = await uploadAs(cookie, 'hero.jpg', 'image', await picture('jpeg', 1800, 900));
  profile = await uploadAs(cookie, 'Company Profile.pdf', 'pdf', PDF_BYTES);
  kycFileId = await t.files.put(PDF_BYTES, 'application/pdf');
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const expectNotFound = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, url).toBe(404);
  expect(res.json()).toEqual({ Status: 'Error', Message: MEDIA_NOT_FOUND });
};

describe('GET /media/uploads/:publicId/:file', () => {
  it('serves each variant of the srcset as WebP, cached for good', async () => {
    const srcset = contentImageSrcSet(photo.url) ?? '';
    const entries = srcset.split(', ').map((entry) => entry.split(' '));
    expect(entries.map(([, w]) => w)).toEqual(['480w', '960w', '1600w']);
    for (const [url, w] of entries) {
      const res = await get(url ?? '');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const sha = createHash('sha256').update(res.rawPayload).digest('hex');
      expect(res.headers.etag).toBe(`"${sha}"`);
      const meta = await sharp(res.rawPayload).metadata();
      expect(`${meta.format} ${meta.width}w`).toBe(`webp ${w}`);
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(photo.url);
    const etag = String(first.headers.etag);
    const again = await get(photo.url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const listed = await get(photo.url, { 'if-none-match': `"other", W/${etag}` });
    expect(listed.statusCode).toBe(304);
    expect((await get(photo.url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers a width between variants with the next larger one, never a larger width', async () => {
    const between = await get(`/media/uploads/${photo.id}/700.webp`);
    expect(between.statusCode).toBe(200);
    expect((await sharp(between.rawPayload).metadata()).width).toBe(960);
    await expectNotFound(`/media/uploads/${photo.id}/1601.webp`);
    await expectNotFound(`/media/uploads/${photo.id}/0480.webp`);
  });

  it('serves the PDF under its name only', async () => {
    const res = await get(profile.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-disposition']).toBe('inline; filename="company-profile.pdf"');
    expect(res.rawPayload.equals(PDF_BYTES)).toBe(true);
    await expectNotFound(`/media/uploads/${profile.id}/other-name.pdf`);
    await expectNotFound(`/media/uploads/${profile.id}/480.webp`);
    await expectNotFound(`/media/uploads/${photo.id}/hero.pdf`);
  });

  it('answers 404 for unknown ids and for private files, whatever their store id', async () => {
    await expectNotFound('/media/uploads/AAAAAAAAAAAAAAAAAAAAAA/480.webp');
    await expectNotFound('/media/uploads/short/480.webp');
    await expectNotFound(`/media/uploads/${kycFileId}/480.webp`);
    await expectNotFound(`/media/uploads/${kycFileId}/document.pdf`);
    await expectNotFound(`/media/uploads/${photo.id}/480.png`);
    await expectNotFound(`/media/uploads/${photo.id}/..%2F..%2Fetc%2Fpasswd`);
  });
});

describe('variantFor', () => {
  const v = (width: number) => ({ width, height: width / 2, fileId: `f${width}`, bytes: 1 });
  it('answers the exact or next larger variant, and nothing above the largest', () => {
    const variants = [v(1600), v(480), v(960)];
    expect(variantFor(variants, 480)?.width).toBe(480);
    expect(variantFor(variants, 1)?.width).toBe(480);
    expect(variantFor(variants, 1200)?.width).toBe(1600);
    expect(variantFor(variants, 1601)).toBeUndefined();
  });
});
