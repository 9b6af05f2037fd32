import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diskFileStore } from './diskFileStore.ts';
import { createDocumentStore, type DocumentStore } from './documentStore.ts';

const RULES = { allowed: ['jpeg', 'png', 'pdf'] as const, maxBytes: 5 * 1024 * 1024 };
// Real files: uploads are parsed, not judged by their first bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADklEQVQImWMoBwMGCAUAJxoFleNAl/gAAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIwAf//Z',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(100)]);

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

let dir: string;
let store: DocumentStore;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docstore-'));
  store = createDocumentStore(diskFileStore(dir));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('documentStore', () => {
  it.each([
    ['image/png', PNG, 'png', 'image/png'],
    ['image/jpeg', JPEG, 'jpeg', 'image/jpeg'],
    ['application/pdf', PDF, 'pdf', 'application/pdf'],
  ] as const)(
    'stores a %s under a random 64-hex id and reads it back',
    async (mime, bytes, kind, contentType) => {
      const saved = await store.saveDataUrl(dataUrl(mime, bytes), RULES);
      expect(saved).toMatchObject({ ok: true, kind, contentType, size: bytes.length });
      if (!saved.ok) return;
      expect(saved.id).toMatch(/^[0-9a-f]{64}$/);
      expect(await readdir(join(dir, 'files'))).toEqual([saved.id]);
      expect((await stat(join(dir, 'files', saved.id))).mode & 0o777).toBe(0o600);
      const read = await store.readFile(saved.id);
      expect(read?.bytes.equals(bytes)).toBe(true);
      expect(read?.contentType).toBe(contentType);
    },
  );

  it('judges the type by the bytes, not the declared MIME type', async () => {
    const pngClaimingPdf = await store.saveDataUrl(dataUrl('application/pdf', PNG), RULES);
    expect(pngClaimingPdf).toMatchObject({ ok: true, kind: 'png' });
    const exeClaimingJpeg = await store.saveDataUrl(dataUrl('image/jpeg', EXE), RULES);
    expect(exeClaimingJpeg).toEqual({
      ok: false,
      reason: 'type',
      message: 'The file must be a JPEG, PNG or PDF file.',
    });
  });

  it('refuses a file type outside the allowed list', async () => {
    const result = await store.saveDataUrl(dataUrl('application/pdf', PDF), {
      allowed: ['jpeg', 'png'],
      maxBytes: 1000,
    });
    expect(result).toEqual({
      ok: false,
      reason: 'type',
      message: 'The file must be a JPEG or PNG file.',
    });
  });

  it('refuses a 6 MB upload before decoding it, and accepts exactly 5 MB', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024 - PDF.length)]);
    expect(await store.saveDataUrl(dataUrl('application/pdf', big), RULES)).toEqual({
      ok: false,
      reason: 'size',
      message: 'The file must be 5 MB or smaller.',
    });
    const exact = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 - PDF.length)]);
    expect(await store.saveDataUrl(dataUrl('application/pdf', exact), RULES)).toMatchObject({
      ok: true,
      size: 5 * 1024 * 1024,
    });
    const oneOver = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 1 - PDF.length)]);
    expect(await store.saveDataUrl(dataUrl('application/pdf', oneOver), RULES)).toMatchObject({
      ok: false,
      reason: 'size',
    });
  });

  it.each([
    [undefined],
    [''],
    ['not a data url'],
    ['data:image/png,rawtext'],
    ['data:image/png;base64,'],
    ['data:image/png;base64,@@@@'],
    ['data:image/png;base64,iVBORw0KGgo'],
  ])('answers malformed for %j without writing anything', async (input) => {
    const result = await store.saveDataUrl(input, RULES);
    expect(result).toMatchObject({ ok: false, reason: 'malformed' });
    await expect(readdir(join(dir, 'files'))).rejects.toThrow();
  });

  it('gives every upload its own id, even for identical files', async () => {
    const a = await store.saveDataUrl(dataUrl('image/png', PNG), RULES);
    const b = await store.saveDataUrl(dataUrl('image/png', PNG), RULES);
    expect(a.ok && b.ok && a.id !== b.id).toBe(true);
  });

  it.each([['../../etc/passwd'], ['/etc/passwd'], ['ABCDEF'], ['a'.repeat(63)], [42]])(
    'reads nothing for the id %j',
    async (id) => {
      expect(await store.readFile(id)).toBeNull();
    },
  );

  it('answers null for a well-formed id that does not exist', async () => {
    expect(await store.readFile('0'.repeat(64))).toBeNull();
  });
});
