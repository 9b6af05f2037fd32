import { randomBytes } from 'node:crypto';
import {
  imageVariantUrl,
  pdfUploadUrl,
  uploadSlug,
  type ContentUploadKind,
} from '@courier/domain/content/uploads';
import type { ContentUpload } from '@courier/api-client/adminContentUpload';
import type { Db } from '../../db/client.ts';
import { contentUploads } from '../../db/schema/index.ts';
import type { FileStore } from '../../files/fileStore.ts';
import { recordAudit, type AuditActor } from '../../admin/audit.ts';

export const WEBP = 'image/webp';
export const PDF = 'application/pdf';

/** 16 random bytes: 22 URL-safe characters, not guessable from another upload's address. */
const newUploadId = (): string => randomBytes(16).toString('base64url');

export interface UploadToSave {
  kind: ContentUploadKind;
  /** The name the file was chosen under (kept for the back office; a PDF's address uses its slug). */
  originalName: string;
  /** Largest variant first or last: the row records the largest. A PDF has one, 0 x 0. */
  variants: { width: number; height: number; bytes: Buffer }[];
}

/** The public address of an upload: its largest WebP variant, or the PDF under its name. */
function contentUploadUrl(row: {
  publicId: string;
  kind: ContentUploadKind;
  originalName: string;
  width: number;
}): string {
  return row.kind === 'image'
    ? imageVariantUrl(row.publicId, row.width)
    : pdfUploadUrl(row.publicId, uploadSlug(row.originalName));
}

/**
 * Keeps a judged upload: each variant's bytes in the file store, then its content_uploads row and
 * the audit entry in one transaction. If anything fails, the files already written are deleted
 * before the error goes on, so a refused or failed upload leaves nothing behind; a crash between
 * the two steps leaves files no row references, which the orphan sweep removes after an hour.
 */
export async function saveContentUpload(
  deps: { db: Db; files: FileStore },
  actor: AuditActor,
  upload: UploadToSave,
): Promise<ContentUpload> {
  const contentType = upload.kind === 'image' ? WEBP : PDF;
  const sorted = [...upload.variants].sort((a, b) => a.width - b.width);
  const largest = sorted[sorted.length - 1];
  if (!largest) throw new Error('an upload has at least one variant');
  const written: string[] = [];
  try {
    const variants: (typeof contentUploads.$inferInsert)['variants'] = [];
    for (const variant of sorted) {
      const fileId = await deps.files.put(variant.bytes, contentType);
      written.push(fileId);
      variants.push({
        width: variant.width,
        height: variant.height,
        fileId,
        bytes: variant.bytes.length,
      });
    }
    const row = {
      publicId: newUploadId(),
      kind: upload.kind,
      originalName: upload.originalName,
      width: largest.width,
      height: largest.height,
      variants,
      createdBy: actor.id,
    };
    const url = contentUploadUrl(row);
    await deps.db.transaction(async (tx) => {
      await tx.insert(contentUploads).values(row);
      await recordAudit(tx, actor, {
        action: 'content.upload',
        table: 'content_uploads',
        recordId: row.publicId,
        after: {
          kind: row.kind,
          originalName: row.originalName,
          url,
          width: row.width,
          height: row.height,
          variants: variants.map((v) => ({ width: v.width, height: v.height, bytes: v.bytes })),
        },
      });
    });
    return { id: row.publicId, url, width: row.width, height: row.height, kind: row.kind };
  } catch (err) {
    await Promise.all(written.map((id) => deps.files.delete(id).catch(() => undefined)));
    throw err;
  }
}
