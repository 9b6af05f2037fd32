import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { careers, teamMembers } from '../db/schema/index.ts';
import { badRequest, notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { formBody } from '../http/formBody.ts';
import { CAREER_BODY_LIMIT } from '../http/bodyLimits.ts';
import { cleanFields } from '../enquiries/cleanFields.ts';
import { storeCareerApplication } from '../enquiries/careerApplication.ts';
import { storeMessage } from '../enquiries/storeMessage.ts';
import { decodeResume } from '../enquiries/resume.ts';
import type { AppContext } from '../context.ts';
import { isSafeDocument } from '../files/inspectDocument.ts';
import { REQUEST_MESSAGES } from '../http/requestMessages.ts';
import { MISSING_MESSAGES } from '../http/requestMessages.ts';

export const enquiryReplies = {
  contact: 'Thank you for contacting us. We will call you back shortly.',
  member: 'Your message has been sent. We will get back to you shortly.',
  franchise: 'Thank you for your franchise enquiry. Our team will contact you shortly.',
  career: 'Thank you for applying. Your application has been received.',
} as const;

export function enquiryRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  // Markup is stripped before validation: a message that was only a <script> is then blank.
  const cleanForm = (body: Record<string, unknown>) => cleanFields(formBody(body));

  contractRoute(
    app,
    'contact_us',
    async (form) => {
      await storeMessage(context, 'contact', form);
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
        if (!member) throw notFound(MISSING_MESSAGES.teamMember);
        await storeMessage(context, 'member', fields, member);
        return success(enquiryReplies.member, {});
      }
      await storeMessage(context, 'franchise', form);
      return success(enquiryReplies.franchise, {});
    },
    { prepare: cleanForm },
  );

  registerCareerApplyRoute(app, context);
}

function registerCareerApplyRoute(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  contractRoute(
    app,
    'career_apply',
    async (form) => {
      let career: typeof careers.$inferSelect | undefined;
      if (form.career_id) {
        [career] = await db.select().from(careers).where(eq(careers.publicId, form.career_id));
        if (!career) throw notFound(MISSING_MESSAGES.career);
      }
      const resume = decodeResume(form.resume_content);
      if ('error' in resume)
        throw badRequest(resume.error, { errors: { resume_content: resume.error } });
      // Staff open it: it must parse as what its first bytes claim, without scripts or a bomb.
      if (!(await isSafeDocument(resume.kind, resume.bytes)))
        throw badRequest(REQUEST_MESSAGES.unsafeFile, {
          errors: { resume_content: REQUEST_MESSAGES.unsafeFile },
        });
      await storeCareerApplication(context, form, career, resume);
      return success(enquiryReplies.career, {});
    },
    {
      bodyLimit: CAREER_BODY_LIMIT,
      prepare: (body) => cleanFields(formBody(body), ['resume_content']),
    },
  );
}
