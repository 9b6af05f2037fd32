import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CONTENT_TYPES, sniffFileType } from './fileType.ts';
import {
  isFileId,
  LIST_BATCH,
  newFileId,
  sha256Of,
  type FileStore,
  type StoredFile,
} from './fileStore.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under DATA_DIR/files, one per id, mode 0600 in a 0700 folder: the one-process mode of
 * embedded PGlite. A file holds only the bytes (as before the shared store), so the content type is
 * judged from them again on reading.
 */
export function diskFileStore(dataDir: string): FileStore {
  const dir = join(dataDir, 'files');
  return {
    kind: 'disk',

    async put(bytes) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const id = newFileId();
      await writeFile(join(dir, id), bytes, { mode: 0o600, flag: 'wx' });
      return id;
    },

    async get(id): Promise<StoredFile | null> {
      if (!isFileId(id)) return null;
      try {
        const path = join(dir, id);
        const [bytes, info] = await Promise.all([readFile(path), stat(path)]);
        const kind = sniffFileType(bytes);
        return {
          bytes,
          contentType: kind ? CONTENT_TYPES[kind] : 'application/octet-stream',
          size: bytes.length,
          sha256: sha256Of(bytes),
          createdAt: info.mtime,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async exists(id) {
      if (!isFileId(id)) return false;
      return stat(join(dir, id)).then(
        (info) => info.isFile(),
        (error: unknown) => {
          if (isMissing(error)) return false;
          throw error;
        },
      );
    },

    async delete(id) {
      if (!isFileId(id)) return;
      await unlink(join(dir, id)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },

    async *listOlderThan(cutoff) {
      const names = await readdir(dir).catch((error: unknown) => {
        if (isMissing(error)) return [] as string[];
        throw error;
      });
      let batch: string[] = [];
      for (const name of names) {
        if (!isFileId(name)) continue;
        const info = await stat(join(dir, name)).catch(() => undefined);
        if (!info?.isFile() || info.mtimeMs >= cutoff.getTime()) continue;
        batch.push(name);
        if (batch.length === LIST_BATCH) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    },
  };
}
