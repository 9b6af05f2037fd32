import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EnquiryRow } from '@courier/api-client/admin';
import type { Db } from '../db/client.ts';
import { careerApplications, enquiryStates } from '../db/schema/index.ts';
import { isFileId } from '../files/fileStore.ts';
import { CONTENT_TYPES } from '../files/fileType.ts';
import { ApiError, notFound, success } from '../http/envelope.ts';
import { rowsOf } from '../shipments/nextSerial.ts';
import type { AdminContext } from './adminContext.ts';
import { adminRoute, staffOf } from './adminRoute.ts';
import { recordAudit } from './audit.ts';
import { findStaffByUsername } from './staffAccounts.ts';

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

const extensionOf = (contentType: string) =>
  Object.entries(CONTENT_TYPES).find(([, type]) => type === contentType)?.[0] ?? 'bin';

const careerId = (key: string) => (key.startsWith('career:') ? Number(key.slice(7)) : undefined);

/** The enquiries inbox: handled/unhandled, notes, assignee, and the résumés of job applications. */
export function enquiryRoutes(app: FastifyInstance, { db, config, files }: AdminContext): void {
  const deps = { db, idleMinutes: config.admin.idleMinutes };

  adminRoute(app, deps, 'admin_enquiries', async ({ state, page, pageSize }) => {
    const filter =
      state === 'all' ? sql`` : sql`where coalesce(st.handled, false) = ${state === 'handled'}`;
    const [rows, counted] = await Promise.all([
      db.execute(sql`select e.*, st.handled, st.notes, su.username as assignee from ${inbox} ${filter}
        order by e.created_at desc, e.key limit ${pageSize} offset ${(page - 1) * pageSize}`),
      db.execute(sql`select count(*)::int as n from ${inbox} ${filter}`),
    ]);
    return success('Enquiries', {
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
      page,
      pageSize,
    });
  });

  async function exists(key: string): Promise<boolean> {
    const [row] = rowsOf<{ key: string }>(
      await db.execute(sql`select e.key from ${inbox} where e.key = ${key}`),
    );
    return row !== undefined;
  }

  adminRoute(app, deps, 'admin_enquiry_update', async (form, request) => {
    const staff = staffOf(request);
    if (!(await exists(form.key))) throw notFound('Unknown enquiry.');
    let assigneeId: number | null | undefined;
    if (form.assignee !== undefined) {
      if (form.assignee === '') assigneeId = null;
      else {
        const assignee = await findStaffByUsername(db, form.assignee);
        if (!assignee || assignee.disabled)
          throw new ApiError(400, 'No active staff member has this user name.', {
            errors: { assignee: 'No active staff member has this user name.' },
          });
        assigneeId = assignee.id;
      }
    }
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
    return success('The enquiry is updated.', {});
  });

  adminRoute(app, deps, 'admin_enquiry_resume', async ({ key }, request) => {
    const staff = staffOf(request);
    const id = careerId(key);
    const [application] =
      id === undefined
        ? []
        : await db.select().from(careerApplications).where(eq(careerApplications.id, id));
    if (!application) throw notFound('This enquiry has no résumé.');
    // Stored ids are ours; anything else is not read.
    if (!isFileId(application.resumeFile)) throw notFound('This enquiry has no résumé.');
    const file = await files.get(application.resumeFile);
    if (!file) throw notFound('The résumé file is missing.');
    await recordAudit(db, staff, {
      action: 'enquiry.download_resume',
      table: 'career_applications',
      recordId: key,
    });
    return success('Résumé', {
      fileName: `resume-${application.name.replace(/[^\w.-]+/g, '_')}.${extensionOf(application.resumeType)}`,
      dataUrl: `data:${application.resumeType};base64,${file.bytes.toString('base64')}`,
    });
  });
}
