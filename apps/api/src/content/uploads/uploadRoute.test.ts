import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentUploadResponse } from '@courier/api-client/adminContentUpload';
import { CONTENT_IMAGE_MAX_BYTES, contentImageSrcSet } from '@courier/domain/content/uploads';
import { contentUploadMessages as m } from '@courier/domain/content/uploadMessages';
import { ACCESS_MESSAGES } from '../../http/accessMessages.ts';
import { adminCall, staffCookie } from '../../admin/adminTestSupport.ts';
import { auditLog, contentUploads } from '../../db/schema/index.ts';
import { storedIds } from '../../files/fileStore.testSupport.ts';
import { startTestApp, type TestApp } from '../../testing/testApp.ts';
import { CONTENT_UPLOAD_BODY_LIMIT } from './uploadRoute.ts';
import { ELF, MZ, PDF_BYTES, dataUrl, picture } from './testPictures.testSupport.ts';

let t: TestApp;
let editor = '';
let admin = '';
beforeAll(async () => {
  t = await startTestApp();
  editor = await staffCookie(t, 'content-editor', 'upload-editor');
  admin = await staffCookie(t, 'admin', 'upload-admin');
});
afterAll(async () => t?.close());

const upload = (body: Record<string, unknown>, cookie: string | undefined = editor) =>
  adminCall(t, 'admin_content_upload', body, cookie);

const refusedOnFile = (message: string) => ({
  Status: 'Error',
  Message: message,
  errors: { dataUrl: message },
});

describe('admin_content_upload', () => {
  it('converts a JPEG to WebP variants, stores them and logs the upload', async () => {
    const jpeg = await picture('jpeg', 2400, 1200);
    const res = await upload({
      fileName: 'Cargo plane.jpg',
      kind: 'image',
      dataUrl: dataUrl(jpeg, 'image/jpeg'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { upload: answer } = contentUploadResponse.parse(res.json());
    expect(answer).toMatchObject({ kind: 'image', width: 1600, height: 800 });
    expect(answer.url).toBe(`/media/uploads/${answer.id}/1600.webp`);
    expect(answer.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(contentImageSrcSet(answer.url)).toContain('/480.webp 480w');

    const [row] = await t.db
      .select()
      .from(contentUploads)
      .where(eq(contentUploads.publicId, answer.id));
    expect(row?.originalName).toBe('Cargo plane.jpg');
    expect(row?.variants.map((v) => v.width)).toEqual([480, 960, 1600]);
    for (const v of row?.variants ?? []) {
      const stored = await t.files.get(v.fileId);
      expect((await sharp(stored?.bytes).metadata()).width).toBe(v.width);
    }
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.recordId, answer.id));
    expect(entry).toMatchObject({
      action: 'content.upload',
      tableName: 'content_uploads',
      staffUsername: 'upload-editor',
    });
  });

  it('converts a PNG (an administrator may upload too)', async () => {
    const png = await picture('png', 700, 350);
    const res = await upload(
      { fileName: 'map.png', kind: 'image', dataUrl: dataUrl(png, 'image/png') },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { upload: answer } = contentUploadResponse.parse(res.json());
    expect(answer).toMatchObject({ width: 700, height: 350 });
    expect(answer.url).toMatch(/\/700\.webp$/);
  });

  it.each([
    ['ELF', ELF],
    ['MZ', MZ],
  ])('refuses an executable (%s) sent as photo.jpg, and stores nothing', async (_n, bytes) => {
    const before = await storedIds(t.files);
    const res = await upload({
      fileName: 'photo.jpg',
      kind: 'image',
      dataUrl: dataUrl(bytes, 'image/jpeg'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusedOnFile(m.imageType));
    expect(await storedIds(t.files)).toEqual(before);
  });

  it('refuses a picture over 10 MB', async () => {
    const big = Buffer.concat([
      await picture('jpeg', 10, 10),
      Buffer.alloc(CONTENT_IMAGE_MAX_BYTES),
    ]);
    const res = await upload({ fileName: 'huge.jpg', kind: 'image', dataUrl: dataUrl(big) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusedOnFile(m.imageTooLarge));
  });

  it('refuses a missing or malformed file with the kind’s words', async () => {
    for (const [kind, message] of [
      ['image', m.imageMissing],
      ['pdf', m.pdfMissing],
    ] as const) {
      for (const value of ['', 'not a data url', 'data:image/png;base64,%%%%']) {
        const res = await upload({ fileName: 'x', kind, dataUrl: value });
        expect(res.statusCode, value).toBe(400);
        expect(res.json(), value).toEqual(refusedOnFile(message));
      }
    }
  });

  it('accepts a PDF as it is, under its name', async () => {
    const res = await upload({
      fileName: 'Company Profile 2026.pdf',
      kind: 'pdf',
      dataUrl: dataUrl(PDF_BYTES, 'application/pdf'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { upload: answer } = contentUploadResponse.parse(res.json());
    expect(answer).toMatchObject({ kind: 'pdf', width: 0, height: 0 });
    expect(answer.url).toBe(`/media/uploads/${answer.id}/company-profile-2026.pdf`);
    const [row] = await t.db
      .select()
      .from(contentUploads)
      .where(eq(contentUploads.publicId, answer.id));
    const stored = await t.files.get(row?.variants[0]?.fileId);
    expect(stored?.bytes.equals(PDF_BYTES)).toBe(true);
  });

  it('refuses a fake PDF, and a picture sent as the PDF', async () => {
    for (const bytes of [MZ, await picture('png', 20, 20)]) {
      const res = await upload({
        fileName: 'profile.pdf',
        kind: 'pdf',
        dataUrl: dataUrl(bytes, 'application/pdf'),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusedOnFile(m.pdfType));
    }
  });

  it('takes a 20 MB PDF as a data URL on this call only', async () => {
    expect(CONTENT_UPLOAD_BODY_LIMIT).toBeGreaterThan(t.config.bodyLimitBytes);
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(19 * 1024 * 1024, 0x20)]);
    const res = await upload({ fileName: 'big.pdf', kind: 'pdf', dataUrl: dataUrl(big) });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  });

  it('answers 401 without a session and 403 to a role without content.manage', async () => {
    const body = { fileName: 'a.png', kind: 'image', dataUrl: dataUrl(await picture('png', 5, 5)) };
    const anonymous = await adminCall(t, 'admin_content_upload', body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      Status: 'Error',
      Message: ACCESS_MESSAGES.staffLoginRequired,
    });
    for (const role of ['operations', 'customer-service'] as const) {
      const res = await upload(body, await staffCookie(t, role, `upload-${role}`));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Status: 'Error', Message: ACCESS_MESSAGES.notAllowed });
    }
  });
});
