import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';

/** Where a database store writes: the app's database or a transaction of it. */
export type Writer = Pick<Db, 'insert'>;

/** A stored file as read back: the bytes and what was recorded when they were written. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
  size: number;
  /** Hex SHA-256 of the bytes (an ETag, and a check that the store gave back what it got). */
  sha256: string;
  createdAt: Date;
}

/**
 * Where private files (KYC documents, invoices, résumés) live. One of three, chosen at start
 * (createFileStore.ts): DATA_DIR/files on embedded PGlite, the stored_files table on a PostgreSQL
 * server, or an S3-compatible bucket when S3_URL is set. Callers judge uploads (type by magic
 * bytes, size) before they put; the store keeps bytes under an unguessable id.
 */
export interface FileStore {
  readonly kind: 'disk' | 'database' | 's3';
  /**
   * Keeps the bytes under a new random id and answers it. `within`: the caller's transaction;
   * the database store writes its row there (the file commits or rolls back with the rows that
   * point at it), the others write at once and ignore it.
   */
  put(bytes: Buffer, contentType: string, within?: Writer): Promise<string>;
  /** null for an id that is not well formed or not stored. */
  get(id: unknown): Promise<StoredFile | null>;
  exists(id: unknown): Promise<boolean>;
  /** Unknown or malformed ids are ignored. */
  delete(id: unknown): Promise<void>;
  /** Ids of files stored before `cutoff`, in batches (the orphan sweep). */
  listOlderThan(cutoff: Date): AsyncIterable<string[]>;
}

/**
 * Our ids: 32 random bytes in hex. Résumés written before the shared store were named
 * 'resume-<32 hex>.<ext>' under DATA_DIR/files; those names stay readable there. An id becomes a
 * path or a key, so nothing else (no '/', no '..') is ever accepted.
 */
const ID = /^(?:[0-9a-f]{64}|resume-[0-9a-f]{32}\.(?:pdf|docx?))$/;

export function isFileId(id: unknown): id is string {
  return typeof id === 'string' && ID.test(id);
}

export const newFileId = (): string => randomBytes(32).toString('hex');

export const sha256Of = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** How many ids listOlderThan hands over at a time. */
export const LIST_BATCH = 500;
