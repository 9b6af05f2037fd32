import { eq, sql } from 'drizzle-orm';
import type { EnquiryRow } from '@courier/api-client/admin';
import type { Db } from '../db/client.ts';
import { enquiryStates } from '../db/schema/index.ts';
import { rowsOf } from '../shipments/nextSerial.ts';
import { recordAudit } from './audit.ts';
import type { StaffRow } from './staffAccounts.ts';

/** Contact, member and franchise messages and job applications as one list, keyed 'contact:<id>' / 'career:<id>'. */
const inbox = sql`(
  select 'contact:' || m.id as key, m.kind, m.created_at, m.name, m.email, m.mobile,
         coalesce(m.subject, '') as subject, m.message, false as has_resume
    from contact_messages m
  union all
  select 'career:' || a.id, 'career', a.created_at, a.name, a.email, a.mobile,
         coalesce((select c.title from careers c where c.id = a.career_id), 'Job application'), a.message, true
    from career_applications a
) e left join enquiry_states st on st.enquiry_key = e.key
  left join staff_users su on su.id = st.assignee_id`;

export async function unhandledEnquiryCount(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from ${inbox} where coalesce(st.handled, false) = false`,
    ),
  );
  return Number(row?.n ?? 0);
}

interface RawEnquiry {
  key: string;
  kind: EnquiryRow['kind'];
  created_at: string | Date;
  name: string;
  email: string;
  mobile: string;
  subject: string;
  message: string;
  has_resume: boolean;
  handled: boolean | null;
  notes: string | null;
  assignee: string | null;
}
/** One page of the inbox, newest first: all, handled or unhandled. */
export async function listEnquiries(
  db: Db,
  {
    state,
    page,
    pageSize,
  }: { state: 'all' | 'handled' | 'unhandled'; page: number; pageSize: number },
) {
  const filter =
    state === 'all' ? sql`` : sql`where coalesce(st.handled, false) = ${state === 'handled'}`;
  const [rows, counted] = await Promise.all([
    db.execute(sql`select e.*, st.handled, st.notes, su.username as assignee from ${inbox} ${filter}
      order by e.created_at desc, e.key limit ${pageSize} offset ${(page - 1) * pageSize}`),
    db.execute(sql`select count(*)::int as n from ${inbox} ${filter}`),
  ]);
  return {
    rows: rowsOf<RawEnquiry>(rows).map((r) => ({
      key: r.key,
      kind: r.kind,
      receivedAt: new Date(r.created_at).toISOString(),
      name: r.name,
      email: r.email,
      mobile: r.mobile,
      subject: r.subject,
      message: r.message,
      hasResume: r.has_resume,
      handled: r.handled ?? false,
      notes: r.notes ?? '',
      assignee: r.assignee,
    })),
    total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0),
  };
}

/** True when the key names a message or application of the inbox. */
export async function enquiryExists(db: Db, key: string): Promise<boolean> {
  const [row] = rowsOf<{ key: string }>(
    await db.execute(sql`select e.key from ${inbox} where e.key = ${key}`),
  );
  return row !== undefined;
}

/**
 * Saves the enquiry's handled flag, notes and assignee (undefined: unchanged, null: nobody),
 * with its audit entry, in one transaction.
 */
export async function saveEnquiryState(
  db: Db,
  staff: StaffRow,
  form: { key: string; handled?: boolean; notes?: string },
  assigneeId: number | null | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(enquiryStates)
      .where(eq(enquiryStates.enquiryKey, form.key))
      .for('update');
    const next = {
      handled: form.handled ?? before?.handled ?? false,
      notes: form.notes ?? before?.notes ?? '',
      assigneeId: assigneeId === undefined ? (before?.assigneeId ?? null) : assigneeId,
      updatedAt: new Date(),
    };
    await tx
      .insert(enquiryStates)
      .values({ enquiryKey: form.key, ...next })
      .onConflictDoUpdate({ target: enquiryStates.enquiryKey, set: next });
    await recordAudit(tx, staff, {
      action: 'enquiry.update',
      table: 'enquiry_states',
      recordId: form.key,
      before: before
        ? { handled: before.handled, notes: before.notes, assigneeId: before.assigneeId }
        : null,
      after: { handled: next.handled, notes: next.notes, assigneeId: next.assigneeId },
    });
  });
}
