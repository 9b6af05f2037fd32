import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { databaseFileStore } from './databaseFileStore.ts';
import { diskFileStore } from './diskFileStore.ts';
import { sha256Of, type FileStore } from './fileStore.ts';
import { storedIds } from './fileStore.testSupport.ts';
import { s3FileStore, s3LocationFrom } from './s3FileStore.ts';

const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(3000, 7),
]);

/** The same promises, whichever store is behind the interface. */
function contract(name: string, open: () => FileStore) {
  describe(`FileStore contract: ${name}`, () => {
    it('keeps bytes under a new random 64-hex id and gives back the same bytes, type, size and hash', async () => {
      const files = open();
      const id = await files.put(PDF, 'application/pdf');
      expect(id).toMatch(/^[0-9a-f]{64}$/);
      const file = await files.get(id);
      expect(file?.bytes.equals(PDF)).toBe(true);
      expect(file).toMatchObject({
        contentType: 'application/pdf',
        size: PDF.length,
        sha256: sha256Of(PDF),
      });
      expect(file?.createdAt).toBeInstanceOf(Date);
      expect(await files.exists(id)).toBe(true);
    });

    it('gives identical uploads different ids', async () => {
      const files = open();
      const [a, b] = await Promise.all([files.put(PNG, 'image/png'), files.put(PNG, 'image/png')]);
      expect(a).not.toBe(b);
    });

    it('deletes, and a deleted or unknown id reads as null', async () => {
      const files = open();
      const id = await files.put(PNG, 'image/png');
      await files.delete(id);
      expect(await files.get(id)).toBeNull();
      expect(await files.exists(id)).toBe(false);
      await files.delete(id);
      expect(await files.get('0'.repeat(64))).toBeNull();
    });

    it.each([['../../etc/passwd'], ['/etc/passwd'], ['ABCDEF'], ['a'.repeat(63)], [42], [null]])(
      'reads, finds and deletes nothing for the id %j',
      async (id) => {
        const files = open();
        expect(await files.get(id)).toBeNull();
        expect(await files.exists(id)).toBe(false);
        await expect(files.delete(id)).resolves.toBeUndefined();
      },
    );

    it('lists a file among those stored before a cutoff only once the cutoff has passed it', async () => {
      const files = open();
      const before = new Date(Date.now() - 2000);
      const id = await files.put(PDF, 'application/pdf');
      const listed = async (cutoff: Date) => {
        const ids: string[] = [];
        for await (const batch of files.listOlderThan(cutoff)) ids.push(...batch);
        return ids;
      };
      expect(await listed(before)).not.toContain(id);
      expect(await listed(new Date(Date.now() + 2000))).toContain(id);
      expect(await storedIds(files)).toContain(id);
    });
  });
}

let dir: string;
let t: TestApp;
let s3: S3rver;
let s3Port: number;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'filestore-'));
  t = await startTestApp();
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(dir, 's3'),
    configureBuckets: [{ name: 'courier-files' }],
  });
  s3Port = (await s3.run()).port;
});
afterAll(async () => {
  await s3?.close();
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

contract('DATA_DIR/files', () => diskFileStore(dir));

// The test app's database: PGlite in memory, or a fresh database on DATABASE_URL (pnpm test:db).
contract('stored_files (PostgreSQL bytea)', () => databaseFileStore(t.db));

// s3rver: an S3-compatible server in this process; the AWS SDK talks real S3 HTTP to it.
contract('S3-compatible bucket (s3rver)', () =>
  s3FileStore(s3LocationFrom(`http://S3RVER:S3RVER@127.0.0.1:${s3Port}/courier-files/private`)),
);

describe('S3_URL', () => {
  it('reads the bucket and key prefix from a path-style URL and from s3://', () => {
    expect(s3LocationFrom('https://k:s@minio.local:9000/bucket/a/b')).toMatchObject({
      bucket: 'bucket',
      prefix: 'a/b/',
    });
    expect(s3LocationFrom('s3://bucket')).toMatchObject({ bucket: 'bucket', prefix: '' });
    expect(() => s3LocationFrom('https://minio.local:9000/')).toThrow(/bucket/);
  });
});
