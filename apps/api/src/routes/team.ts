import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { teamMembers, teamSkills } from '../db/schema/index.ts';
import { notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { cleanHtml } from '../http/sanitize.ts';
import type { AppContext } from '../context.ts';
import { localized, type Language } from '@courier/domain/language';
import { contentLanguage } from '../http/requestLanguage.ts';
import { MISSING_MESSAGES } from '../http/requestMessages.ts';

type MemberRow = typeof teamMembers.$inferSelect;

/** One member in the request's language, each text falling back to English on its own. */
function memberItem(row: MemberRow, lang: Language) {
  return {
    encrypt_id: row.publicId,
    name: localized(row.name, row.nameAr, lang),
    designation: localized(row.designation, row.designationAr, lang),
    description: cleanHtml(localized(row.description, row.descriptionAr, lang)),
    img_url: row.imageUrl,
    phone_number: row.phoneNumber,
    email_id: row.email,
    website: row.website,
    address: localized(row.address, row.addressAr, lang),
    facebook_url: row.facebookUrl,
    twitter_url: row.twitterUrl,
    google_plus_url: row.googlePlusUrl,
    experience: localized(row.experience, row.experienceAr, lang),
    career: localized(row.career, row.careerAr, lang),
  };
}

export function teamRoutes(app: FastifyInstance, { db }: AppContext): void {
  contractRoute(app, 'team_member_list', async (_input, request, reply) => {
    const lang = contentLanguage(request, reply);
    const rows = await db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.published, true))
      .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.id));
    return success('Team member list', { team_list: rows.map((row) => memberItem(row, lang)) });
  });

  contractRoute(app, 'team_member_details', async ({ member_id }, request, reply) => {
    const lang = contentLanguage(request, reply);
    const [row] = await db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.publicId, member_id), eq(teamMembers.published, true)));
    if (!row) throw notFound(MISSING_MESSAGES.teamMember);
    const skills = await db
      .select({
        skill: teamSkills.skill,
        skillAr: teamSkills.skillAr,
        percentage: teamSkills.percentage,
      })
      .from(teamSkills)
      .where(eq(teamSkills.memberId, row.id))
      .orderBy(asc(teamSkills.sortOrder), asc(teamSkills.id));
    return success('Team member details', {
      member_details: memberItem(row, lang),
      member_skills: skills.map((s) => ({
        skill: localized(s.skill, s.skillAr, lang),
        percentage: s.percentage,
      })),
    });
  });
}
