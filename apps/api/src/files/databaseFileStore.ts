import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storedFiles } from '../db/schema/index.ts';
import { isFileId, LIST_BATCH, newFileId, sha256Of, type FileStore } from './fileStore.ts';

/**
 * Files in the stored_files table (bytea): the default with DATABASE_URL, so any API process
 * behind the load balancer reads a file another one wrote, and a file commits or rolls back with
 * the same database the rows pointing at it live in.
 */
export function databaseFileStore(db: Db): FileStore {
  return {
    kind: 'database',

    async put(bytes, contentType, within = db) {
      const id = newFileId();
      await within.insert(storedFiles).values({
        id,
        contentType,
        size: bytes.length,
        sha256: sha256Of(bytes),
        bytes,
      });
      return id;
    },

    async get(id) {
      if (!isFileId(id)) return null;
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
      return row ?? null;
    },

    async exists(id) {
      if (!isFileId(id)) return false;
      const rows = await db
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(eq(storedFiles.id, id));
      return rows.length > 0;
    },

    async delete(id) {
      if (!isFileId(id)) return;
      await db.delete(storedFiles).where(eq(storedFiles.id, id));
    },

    async *listOlderThan(cutoff) {
      // Keyset pages by id: each page is one short indexed read, however many files there are.
      let after = '';
      for (;;) {
        const rows = await db
          .select({ id: storedFiles.id })
          .from(storedFiles)
          .where(and(lt(storedFiles.createdAt, cutoff), gt(storedFiles.id, after)))
          .orderBy(asc(storedFiles.id))
          .limit(LIST_BATCH);
        if (rows.length === 0) return;
        yield rows.map((r) => r.id);
        if (rows.length < LIST_BATCH) return;
        after = rows.at(-1)!.id;
      }
    },
  };
}
