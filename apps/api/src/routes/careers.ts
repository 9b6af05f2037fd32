import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { careers } from '../db/schema/index.ts';
import { notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { cleanHtml } from '../http/sanitize.ts';
import type { AppContext } from '../context.ts';
import { localized, type Language } from '@courier/domain/language';
import { contentLanguage } from '../http/requestLanguage.ts';
import { MISSING_MESSAGES } from '../http/requestMessages.ts';

type CareerRow = typeof careers.$inferSelect;

/** One opening in the request's language, each text falling back to English on its own. */
function careerItem(row: CareerRow, lang: Language) {
  return {
    encrypt_id: row.publicId,
    career_title: localized(row.title, row.titleAr, lang),
    skils: localized(row.skills, row.skillsAr, lang),
    experience: localized(row.experience, row.experienceAr, lang),
    no_of_vacancies: row.vacancies,
    description: cleanHtml(localized(row.description, row.descriptionAr, lang)),
  };
}

/** Open and published (not a draft of the back office). */
const shown = and(eq(careers.open, true), eq(careers.published, true));

export function careerRoutes(app: FastifyInstance, { db }: AppContext): void {
  contractRoute(app, 'career_list', async (_input, request, reply) => {
    const lang = contentLanguage(request, reply);
    const rows = await db
      .select()
      .from(careers)
      .where(shown)
      // The staff's positions; openings never placed keep their old order, newest first.
      .orderBy(asc(careers.sortOrder), desc(careers.createdAt), desc(careers.id));
    return success('Career list', { careerList: rows.map((row) => careerItem(row, lang)) });
  });

  contractRoute(app, 'career_details', async ({ career_id }, request, reply) => {
    const lang = contentLanguage(request, reply);
    const [row] = await db
      .select()
      .from(careers)
      .where(and(eq(careers.publicId, career_id), shown));
    if (!row) throw notFound(MISSING_MESSAGES.career);
    return success('Career details', { careerDetails: careerItem(row, lang) });
  });
}
