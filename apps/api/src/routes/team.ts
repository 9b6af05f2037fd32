import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { teamMembers, teamSkills } from '../db/schema/index.ts';
import { notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { cleanHtml } from '../http/sanitize.ts';
import type { AppContext } from '../context.ts';

type MemberRow = typeof teamMembers.$inferSelect;

export function memberItem(row: MemberRow) {
  return {
    encrypt_id: row.publicId,
    name: row.name,
    designation: row.designation,
    description: cleanHtml(row.description),
    img_url: row.imageUrl,
    phone_number: row.phoneNumber,
    email_id: row.email,
    website: row.website,
    address: row.address,
    facebook_url: row.facebookUrl,
    twitter_url: row.twitterUrl,
    google_plus_url: row.googlePlusUrl,
    experience: row.experience,
    career: row.career,
  };
}

export function teamRoutes(app: FastifyInstance, { db }: AppContext): void {
  contractRoute(app, 'team_member_list', async () => {
    const rows = await db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.published, true))
      .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.id));
    return success('Team member list', { team_list: rows.map(memberItem) });
  });

  contractRoute(app, 'team_member_details', async ({ member_id }) => {
    const [row] = await db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.publicId, member_id), eq(teamMembers.published, true)));
    if (!row) throw notFound('Team member not found.');
    const skills = await db
      .select({ skill: teamSkills.skill, percentage: teamSkills.percentage })
      .from(teamSkills)
      .where(eq(teamSkills.memberId, row.id))
      .orderBy(asc(teamSkills.sortOrder), asc(teamSkills.id));
    return success('Team member details', {
      member_details: memberItem(row),
      member_skills: skills,
    });
  });
}
