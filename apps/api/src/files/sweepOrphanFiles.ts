import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { careerApplications, shipments } from '../db/schema/index.ts';

/** A file younger than this may belong to a request still between writing it and committing. */
export const ORPHAN_MIN_AGE_MS = 3_600_000;
const BATCH = 500;

/**
 * Removes files of DATA_DIR/files that no row references (KYC and invoice documents of shipments,
 * résumés of career applications) and that are older than an hour: what a crash between writing
 * an upload and committing its row left behind. Answers how many were removed.
 */
export async function sweepOrphanFiles(
  db: Db,
  dataDir: string,
  now: Date = new Date(),
): Promise<number> {
  const dir = join(dataDir, 'files');
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  const old: string[] = [];
  for (const name of names) {
    const info = await stat(join(dir, name)).catch(() => undefined);
    if (info?.isFile() && now.getTime() - info.mtimeMs > ORPHAN_MIN_AGE_MS) old.push(name);
  }
  let removed = 0;
  for (let i = 0; i < old.length; i += BATCH) {
    const batch = old.slice(i, i + BATCH);
    const referenced = new Set<string>();
    const docs = await db
      .select({ kyc: shipments.kycDocumentId, invoice: shipments.invoiceDocumentId })
      .from(shipments)
      .where(
        or(inArray(shipments.kycDocumentId, batch), inArray(shipments.invoiceDocumentId, batch)),
      );
    for (const d of docs) {
      if (d.kyc) referenced.add(d.kyc);
      if (d.invoice) referenced.add(d.invoice);
    }
    const resumes = await db
      .select({ file: careerApplications.resumeFile })
      .from(careerApplications)
      .where(inArray(careerApplications.resumeFile, batch));
    for (const r of resumes) referenced.add(r.file);
    for (const name of batch) {
      if (referenced.has(name)) continue;
      await unlink(join(dir, name)).then(
        () => (removed += 1),
        () => undefined,
      );
    }
  }
  return removed;
}
