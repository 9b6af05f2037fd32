import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { storedIds } from '../../files/fileStore.testSupport.ts';
import { startTestApp, type TestApp } from '../../testing/testApp.ts';
import { saveContentUpload } from './saveContentUpload.ts';
import { PDF_BYTES } from './testPictures.testSupport.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const actor = { id: null, username: 'tester' };

describe('saveContentUpload', () => {
  it('deletes the files it wrote when the row cannot be written', async () => {
    const before = await storedIds(t.files);
    const failing = new Proxy(t.db, {
      get: (target, prop, receiver) =>
        prop === 'transaction'
          ? () => Promise.reject(new Error('database went away'))
          : (Reflect.get(target, prop, receiver) as unknown),
    }) as Db;
    await expect(
      saveContentUpload({ db: failing, files: t.files }, actor, {
        kind: 'image',
        originalName: 'a.png',
        variants: [
          { width: 480, height: 240, bytes: Buffer.from('one') },
          { width: 960, height: 480, bytes: Buffer.from('two') },
        ],
      }),
    ).rejects.toThrow('database went away');
    expect(await storedIds(t.files)).toEqual(before);
  });

  it('records the largest variant, whatever the order given', async () => {
    const saved = await saveContentUpload({ db: t.db, files: t.files }, actor, {
      kind: 'image',
      originalName: 'b.png',
      variants: [
        { width: 960, height: 480, bytes: Buffer.from('two') },
        { width: 480, height: 240, bytes: Buffer.from('one') },
      ],
    });
    expect(saved).toMatchObject({ width: 960, height: 480, kind: 'image' });
    expect(saved.url).toBe(`/media/uploads/${saved.id}/960.webp`);
  });

  it('names a PDF by its slug', async () => {
    const saved = await saveContentUpload({ db: t.db, files: t.files }, actor, {
      kind: 'pdf',
      originalName: 'Profile (English).PDF',
      variants: [{ width: 0, height: 0, bytes: PDF_BYTES }],
    });
    expect(saved.url).toBe(`/media/uploads/${saved.id}/profile-english.pdf`);
  });
});
