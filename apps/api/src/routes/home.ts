import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { faqs, homeSlides, people } from '../db/schema/index.ts';
import { success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { cleanHtml } from '../http/sanitize.ts';
import type { AppContext } from '../context.ts';

/** Home slides, FAQ and people: small lists with no details page; drafts are never listed. */
export function homeRoutes(app: FastifyInstance, { db }: AppContext): void {
  contractRoute(app, 'home_slides', async () => {
    const rows = await db
      .select()
      .from(homeSlides)
      .where(eq(homeSlides.published, true))
      .orderBy(asc(homeSlides.sortOrder), asc(homeSlides.id));
    return success('Home slides', {
      slideList: rows.map((s) => ({
        imageUrl: s.imageUrl,
        title: s.title,
        highlight: s.highlight,
        subtitle: s.subtitle,
      })),
    });
  });

  contractRoute(app, 'faq_list', async () => {
    const rows = await db
      .select()
      .from(faqs)
      .where(eq(faqs.published, true))
      .orderBy(asc(faqs.sortOrder), asc(faqs.id));
    return success('FAQ list', {
      faqList: rows.map((f) => ({ question: f.question, answer: cleanHtml(f.answer) })),
    });
  });

  contractRoute(app, 'people_list', async () => {
    const rows = await db
      .select()
      .from(people)
      .where(eq(people.published, true))
      .orderBy(asc(people.sortOrder), asc(people.id));
    return success('People list', { peopleList: rows.map((p) => ({ people_img: p.imageUrl })) });
  });
}
