import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { careerApplications, careers, contactMessages, teamMembers } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { badRequest, notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { formBody } from '../http/formBody.ts';
import { CAREER_BODY_LIMIT } from '../http/bodyLimits.ts';
import { cleanFields } from '../enquiries/cleanFields.ts';
import { dedupeWindow, fingerprint } from '../enquiries/fingerprint.ts';
import { decodeResume } from '../enquiries/resume.ts';
import type { AppContext } from '../context.ts';
import { isSafeDocument } from '../files/inspectDocument.ts';
import { REQUEST_MESSAGES } from '../http/requestMessages.ts';

export const enquiryReplies = {
  contact: 'Thank you for contacting us. We will call you back shortly.',
  member: 'Your message has been sent. We will get back to you shortly.',
  franchise: 'Thank you for your franchise enquiry. Our team will contact you shortly.',
  career: 'Thank you for applying. Your application has been received.',
} as const;

type Table = typeof contactMessages | typeof careerApplications;

/** True when the same submission was stored within the duplicate window. */
async function seenRecently(
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

const lines = (fields: Record<string, string | undefined>) =>
  Object.entries(fields)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');

export function enquiryRoutes(
  app: FastifyInstance,
  { db, config, mailer, files }: AppContext,
): void {
  const windowSeconds = config.duplicateWindowSeconds;

  async function storeMessage(
    kind: 'contact' | 'member' | 'franchise',
    fields: { name: string; email: string; mobile: string; subject?: string; message: string },
    member?: typeof teamMembers.$inferSelect,
  ) {
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

  // Markup is stripped before validation: a message that was only a <script> is then blank.
  const cleanForm = (body: Record<string, unknown>) => cleanFields(formBody(body));

  contractRoute(
    app,
    'contact_us',
    async (form) => {
      await storeMessage('contact', form);
      return success(enquiryReplies.contact, {});
    },
    { prepare: cleanForm },
  );

  // One call, two forms: with member_id it is a team member's Contact Me form, else a franchise enquiry.
  contractRoute(
    app,
    'send_contact_message',
    async (form) => {
      if ('member_id' in form) {
        const { member_id: memberId, ...fields } = form;
        const [member] = await db
          .select()
          .from(teamMembers)
          .where(eq(teamMembers.publicId, memberId));
        if (!member) throw notFound('Team member not found.');
        await storeMessage('member', fields, member);
        return success(enquiryReplies.member, {});
      }
      await storeMessage('franchise', form);
      return success(enquiryReplies.franchise, {});
    },
    { prepare: cleanForm },
  );

  contractRoute(
    app,
    'career_apply',
    async (form) => {
      let careerId: number | null = null;
      let careerTitle = 'General application';
      if (form.career_id) {
        const [career] = await db
          .select()
          .from(careers)
          .where(eq(careers.publicId, form.career_id));
        if (!career) throw notFound('Career opening not found.');
        careerId = career.id;
        careerTitle = career.title;
      }
      const resume = decodeResume(form.resume_content);
      if ('error' in resume)
        throw badRequest(resume.error, { errors: { resume_content: resume.error } });
      // Staff open it: it must parse as what its first bytes claim, without scripts or a bomb.
      if (!(await isSafeDocument(resume.kind, resume.bytes)))
        throw badRequest(REQUEST_MESSAGES.unsafeFile, {
          errors: { resume_content: REQUEST_MESSAGES.unsafeFile },
        });

      const now = new Date();
      const fields = {
        name: form.name,
        email: form.email,
        mobile: form.mobile,
        message: form.message,
      };
      const fp = fingerprint('career', { ...fields, careerId, resume: resume.bytes.length });
      if (await seenRecently(db, careerApplications, fp, now, windowSeconds))
        return success(enquiryReplies.career, {});

      const fileName = await files.put(resume.bytes, resume.contentType);
      // The application and its staff e-mail commit together. The file was written after every
      // check passed; a rolled-back or duplicate application removes it again.
      const stored = await db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(careerApplications)
            .values({
              ...fields,
              careerId,
              resumeFile: fileName,
              resumeType: resume.contentType,
              resumeBytes: resume.bytes.length,
              fingerprint: fp,
              window: dedupeWindow(now, windowSeconds),
              createdAt: now,
            })
            .onConflictDoNothing()
            .returning({ id: careerApplications.id });
          if (!row) return false;
          await mailer.toStaff(
            {
              key: `staff:application:${row.id}`,
              subject: `Job application: ${careerTitle} - ${form.name}`,
              replyTo: form.email,
              text: lines({
                Opening: careerTitle,
                Name: form.name,
                Email: form.email,
                Mobile: form.mobile,
                Message: form.message,
                Resume: fileName,
              }),
              attachments: [
                {
                  filename: `resume-${form.name.replace(/[^\w-]+/g, '_')}.${resume.kind}`,
                  // Inline as a data URI: the mail job must not point at one node's disk.
                  path: `data:${resume.contentType};base64,${resume.bytes.toString('base64')}`,
                  contentType: resume.contentType,
                },
              ],
            },
            tx,
          );
          return true;
        })
        .catch(async (err: unknown) => {
          await files.delete(fileName).catch(() => undefined);
          throw err;
        });
      if (!stored) await files.delete(fileName).catch(() => undefined);
      return success(enquiryReplies.career, {});
    },
    {
      bodyLimit: CAREER_BODY_LIMIT,
      prepare: (body) => cleanFields(formBody(body), ['resume_content']),
    },
  );
}
