import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/** A transaction of either driver. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface AuditEntry {
  action: string;
  table: string;
  recordId: string;
  before?: unknown;
  after?: unknown;
}

export interface AuditActor {
  id: number | null;
  username: string;
}

/** Writes one audit entry; called inside the transaction of the write it describes. */
export async function recordAudit(
  tx: Db | Tx,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(auditLog).values({
    staffUserId: actor.id,
    staffUsername: actor.username,
    action: entry.action,
    tableName: entry.table,
    recordId: entry.recordId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
