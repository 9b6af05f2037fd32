import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { careerApplications } from '../db/schema/index.ts';
import { isFileId } from '../files/fileStore.ts';
import { CONTENT_TYPES } from '../files/fileType.ts';
import { ApiError, notFound, success } from '../http/envelope.ts';
import type { AdminContext } from './adminContext.ts';
import { adminRoute, staffOf } from './adminRoute.ts';
import { recordAudit } from './audit.ts';
import { enquiryExists, listEnquiries, saveEnquiryState } from './enquiryInbox.ts';
import { findStaffByUsername } from './staffAccounts.ts';
import { STAFF_MESSAGES } from './staffMessages.ts';
export { unhandledEnquiryCount } from './enquiryInbox.ts';

const extensionOf = (contentType: string) =>
  Object.entries(CONTENT_TYPES).find(([, type]) => type === contentType)?.[0] ?? 'bin';

const careerId = (key: string) => (key.startsWith('career:') ? Number(key.slice(7)) : undefined);

/** The enquiries inbox: handled/unhandled, notes, assignee, and the résumés of job applications. */
export function enquiryRoutes(app: FastifyInstance, { db, config, files }: AdminContext): void {
  const deps = { db, idleMinutes: config.admin.idleMinutes };

  adminRoute(app, deps, 'admin_enquiries', async ({ state, page, pageSize }) => {
    const { rows, total } = await listEnquiries(db, { state, page, pageSize });
    return success('Enquiries', { rows, total, page, pageSize });
  });

  adminRoute(app, deps, 'admin_enquiry_update', async (form, request) => {
    const staff = staffOf(request);
    if (!(await enquiryExists(db, form.key))) throw notFound(STAFF_MESSAGES.enquiryNotFound);
    let assigneeId: number | null | undefined;
    if (form.assignee !== undefined) {
      if (form.assignee === '') assigneeId = null;
      else {
        const assignee = await findStaffByUsername(db, form.assignee);
        if (!assignee || assignee.disabled)
          throw new ApiError(400, STAFF_MESSAGES.assigneeUnknown, {
            errors: { assignee: STAFF_MESSAGES.assigneeUnknown },
          });
        assigneeId = assignee.id;
      }
    }
    await saveEnquiryState(db, staff, form, assigneeId);
    return success(STAFF_MESSAGES.enquiryUpdated, {});
  });

  adminRoute(app, deps, 'admin_enquiry_resume', async ({ key }, request) => {
    const staff = staffOf(request);
    const id = careerId(key);
    const [application] =
      id === undefined
        ? []
        : await db.select().from(careerApplications).where(eq(careerApplications.id, id));
    if (!application) throw notFound(STAFF_MESSAGES.noResume);
    // Stored ids are ours; anything else is not read.
    if (!isFileId(application.resumeFile)) throw notFound(STAFF_MESSAGES.noResume);
    const file = await files.get(application.resumeFile);
    if (!file) throw notFound(STAFF_MESSAGES.resumeMissing);
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
