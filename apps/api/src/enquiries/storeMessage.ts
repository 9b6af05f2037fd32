import { and, eq, gt } from 'drizzle-orm';
import type { careerApplications } from '../db/schema/index.ts';
import { contactMessages, type teamMembers } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import type { AppContext } from '../context.ts';
import { dedupeWindow, fingerprint } from './fingerprint.ts';

type Table = typeof contactMessages | typeof careerApplications;

/** True when the same submission was stored within the duplicate window. */
export async function seenRecently(
  db: Db,
  table: Table,
  fp: string,
  now: Date,
  windowSeconds: number,
): Promise<boolean> {
  const since = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.fingerprint, fp), gt(table.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

export const lines = (fields: Record<string, string | undefined>) =>
  Object.entries(fields)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');

/**
 * Stores a contact, team-member or franchise message and queues its staff e-mail; false when
 * the same message was stored within the duplicate window.
 */
export async function storeMessage(
  { db, config, mailer }: Pick<AppContext, 'db' | 'config' | 'mailer'>,
  kind: 'contact' | 'member' | 'franchise',
  fields: { name: string; email: string; mobile: string; subject?: string; message: string },
  member?: typeof teamMembers.$inferSelect,
) {
  const windowSeconds = config.duplicateWindowSeconds;
  const now = new Date();
  const fp = fingerprint(kind, { ...fields, member: member?.id });
  if (await seenRecently(db, contactMessages, fp, now, windowSeconds)) return false;
  const about =
    kind === 'member'
      ? `Message for ${member?.name} (${member?.email})`
      : kind === 'franchise'
        ? 'Franchise enquiry'
        : 'Callback request';
  // The message and its staff e-mail commit together: none lost if the process dies between.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        kind,
        memberId: member?.id ?? null,
        ...fields,
        subject: fields.subject ?? null,
        fingerprint: fp,
        window: dedupeWindow(now, windowSeconds),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: contactMessages.id });
    if (!row) return false;
    await mailer.toStaff(
      {
        key: `staff:enquiry:${row.id}`,
        subject: `${about}: ${fields.subject ?? fields.name}`,
        replyTo: fields.email,
        text: lines({
          Form: about,
          Name: fields.name,
          Email: fields.email,
          Mobile: fields.mobile,
          Subject: fields.subject,
          Message: fields.message,
        }),
      },
      tx,
    );
    return true;
  });
}
