import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { faqs, homeSlides, people } from '../db/schema/index.ts';
import { success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { cleanHtml } from '../http/sanitize.ts';
import type { AppContext } from '../context.ts';
import { localized } from '@courier/domain/language';
import { contentLanguage } from '../http/requestLanguage.ts';
import { contentAnswers, sendContentAnswer } from '../cache/contentAnswers.ts';

/**
 * Home slides, FAQ and people: small lists with no details page; drafts are never listed. Texts
 * come in the request's language, each falling back to English on its own (people are pictures).
 */
export function homeRoutes(app: FastifyInstance, { db, caches }: AppContext): void {
  const slides = contentAnswers(caches.bus, 'home_slides', async (lang) => {
    const rows = await db
      .select()
      .from(homeSlides)
      .where(eq(homeSlides.published, true))
      .orderBy(asc(homeSlides.sortOrder), asc(homeSlides.id));
    return success('Home slides', {
      slideList: rows.map((s) => ({
        imageUrl: s.imageUrl,
        title: localized(s.title, s.titleAr, lang),
        highlight: localized(s.highlight, s.highlightAr, lang),
        subtitle: localized(s.subtitle, s.subtitleAr, lang),
      })),
    });
  });
  contractRoute(app, 'home_slides', async (_input, request, reply) =>
    sendContentAnswer(reply, await slides(contentLanguage(request, reply))),
  );

  const faqList = contentAnswers(caches.bus, 'faq_list', async (lang) => {
    const rows = await db
      .select()
      .from(faqs)
      .where(eq(faqs.published, true))
      .orderBy(asc(faqs.sortOrder), asc(faqs.id));
    return success('FAQ list', {
      faqList: rows.map((f) => ({
        question: localized(f.question, f.questionAr, lang),
        answer: cleanHtml(localized(f.answer, f.answerAr, lang)),
      })),
    });
  });
  contractRoute(app, 'faq_list', async (_input, request, reply) =>
    sendContentAnswer(reply, await faqList(contentLanguage(request, reply))),
  );

  contractRoute(app, 'people_list', async () => {
    const rows = await db
      .select()
      .from(people)
      .where(eq(people.published, true))
      .orderBy(asc(people.sortOrder), asc(people.id));
    return success('People list', { peopleList: rows.map((p) => ({ people_img: p.imageUrl })) });
  });
}
