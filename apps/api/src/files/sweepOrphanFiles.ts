import { inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  careerApplications,
  claimFiles,
  contentUploads,
  courierActions,
  shipments,
} from '../db/schema/index.ts';
import { rowsOf } from '../shipments/nextSerial.ts';
import type { FileStore } from './fileStore.ts';

/** A file younger than this may belong to a request still between writing it and committing. */
const ORPHAN_MIN_AGE_MS = 3_600_000;

/**
 * Which of `ids` a row points at: KYC and invoice documents of shipments, résumés, and the
 * variants of public pictures and PDFs (content_uploads.variants[].fileId), and the couriers'
 * proof pictures (courier_actions), and claims' photos (claim_files).
 */
async function referencedAmong(db: Db, ids: string[]): Promise<Set<string>> {
  const referenced = new Set<string>();
  const docs = await db
    .select({ kyc: shipments.kycDocumentId, invoice: shipments.invoiceDocumentId })
    .from(shipments)
    .where(or(inArray(shipments.kycDocumentId, ids), inArray(shipments.invoiceDocumentId, ids)));
  for (const d of docs) {
    if (d.kyc) referenced.add(d.kyc);
    if (d.invoice) referenced.add(d.invoice);
  }
  const resumes = await db
    .select({ file: careerApplications.resumeFile })
    .from(careerApplications)
    .where(inArray(careerApplications.resumeFile, ids));
  for (const r of resumes) referenced.add(r.file);
  const proofs = await db
    .select({ signature: courierActions.signatureFileId, photo: courierActions.photoFileId })
    .from(courierActions)
    .where(
      or(inArray(courierActions.signatureFileId, ids), inArray(courierActions.photoFileId, ids)),
    );
  for (const p of proofs) {
    if (p.signature) referenced.add(p.signature);
    if (p.photo) referenced.add(p.photo);
  }
  const claimPhotos = await db
    .select({ file: claimFiles.fileId })
    .from(claimFiles)
    .where(inArray(claimFiles.fileId, ids));
  for (const c of claimPhotos) referenced.add(c.file);
  const variants = await db.execute(
    sql`select v.variant->>'fileId' as file from ${contentUploads}
      cross join lateral jsonb_array_elements(${contentUploads.variants}) as v(variant)
      where ${inArray(sql`v.variant->>'fileId'`, ids)}`,
  );
  for (const v of rowsOf<{ file: string }>(variants)) referenced.add(v.file);
  return referenced;
}

/**
 * Removes stored files that no row references and that are older than an hour: what a crash
 * between writing an upload and committing its row left behind. Any process may run it (a file
 * deleted twice is no harm). Answers how many were removed.
 */
export async function sweepOrphanFiles(
  db: Db,
  files: FileStore,
  now: Date = new Date(),
): Promise<number> {
  let removed = 0;
  for await (const batch of files.listOlderThan(new Date(now.getTime() - ORPHAN_MIN_AGE_MS))) {
    const referenced = await referencedAmong(db, batch);
    for (const id of batch) {
      if (referenced.has(id)) continue;
      await files.delete(id).then(
        () => (removed += 1),
        () => undefined,
      );
    }
  }
  return removed;
}
