import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveContentUpload } from '../content/uploads/saveContentUpload.ts';
import { contentUploads } from '../db/schema/index.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { storedIds } from './fileStore.testSupport.ts';
import { sweepOrphanFiles } from './sweepOrphanFiles.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const later = () => new Date(Date.now() + 2 * 3_600_000);

describe('sweepOrphanFiles and the public uploads', () => {
  it('keeps every variant of every content upload and removes the orphans beside them', async () => {
    const actor = { id: null, username: 'sweep-test' };
    const picture = await saveContentUpload({ db: t.db, files: t.files }, actor, {
      kind: 'image',
      originalName: 'hero.png',
      variants: [480, 960, 1600].map((width) => ({
        width,
        height: width / 2,
        bytes: Buffer.from(`webp ${width}`),
      })),
    });
    const pdf = await saveContentUpload({ db: t.db, files: t.files }, actor, {
      kind: 'pdf',
      originalName: 'profile.pdf',
      variants: [{ width: 0, height: 0, bytes: Buffer.from('%PDF-1.4\n%%EOF\n') }],
    });
    const kept = (await t.db.select({ variants: contentUploads.variants }).from(contentUploads))
      .flatMap((row) => row.variants.map((v) => v.fileId))
      .sort();
    expect(kept).toHaveLength(4);
    const orphan = await t.files.put(Buffer.from('left behind'), 'image/webp');

    expect(await sweepOrphanFiles(t.db, t.files, later())).toBe(1);
    const left = await storedIds(t.files);
    expect(left).not.toContain(orphan);
    for (const id of kept) expect(left).toContain(id);
    expect(picture.url).toMatch(/1600\.webp$/);
    expect(pdf.url).toMatch(/profile\.pdf$/);
  });
});
