import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { careers } from '../db/schema/index.ts';
import { notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { cleanHtml } from '../http/sanitize.ts';
import type { AppContext } from '../context.ts';

type CareerRow = typeof careers.$inferSelect;

export function careerItem(row: CareerRow) {
  return {
    encrypt_id: row.publicId,
    career_title: row.title,
    skils: row.skills,
    experience: row.experience,
    no_of_vacancies: row.vacancies,
    description: cleanHtml(row.description),
  };
}

/** Open and published (not a draft of the back office). */
const shown = and(eq(careers.open, true), eq(careers.published, true));

export function careerRoutes(app: FastifyInstance, { db }: AppContext): void {
  contractRoute(app, 'career_list', async () => {
    const rows = await db
      .select()
      .from(careers)
      .where(shown)
      // The staff's positions; openings never placed keep their old order, newest first.
      .orderBy(asc(careers.sortOrder), desc(careers.createdAt), desc(careers.id));
    return success('Career list', { careerList: rows.map(careerItem) });
  });

  contractRoute(app, 'career_details', async ({ career_id }) => {
    const [row] = await db
      .select()
      .from(careers)
      .where(and(eq(careers.publicId, career_id), shown));
    if (!row) throw notFound('Career opening not found.');
    return success('Career details', { careerDetails: careerItem(row) });
  });
}
