import type { careers } from '../db/schema/index.ts';
import { careerApplications } from '../db/schema/index.ts';
import type { AppContext } from '../context.ts';
import { dedupeWindow, fingerprint } from './fingerprint.ts';
import type { ResumeFile } from './resume.ts';
import { lines, seenRecently } from './storeMessage.ts';

type Application = { name: string; email: string; mobile: string; message: string };

/**
 * Stores a job application with its checked resume and queues the staff e-mail; a duplicate
 * within the window is answered the same and stores nothing.
 */
export async function storeCareerApplication(
  { db, config, mailer, files }: Pick<AppContext, 'db' | 'config' | 'mailer' | 'files'>,
  form: Application,
  career: typeof careers.$inferSelect | undefined,
  resume: ResumeFile,
): Promise<void> {
  const windowSeconds = config.duplicateWindowSeconds;
  const careerId = career?.id ?? null;
  const careerTitle = career?.title ?? 'General application';
  const now = new Date();
  const fields = {
    name: form.name,
    email: form.email,
    mobile: form.mobile,
    message: form.message,
  };
  const fp = fingerprint('career', { ...fields, careerId, resume: resume.bytes.length });
  if (await seenRecently(db, careerApplications, fp, now, windowSeconds)) return;

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
}
