import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { news } from '../db/schema/index.ts';
import { notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { cleanHtml } from '../http/sanitize.ts';
import type { AppContext } from '../context.ts';
import { localized, type Language } from '@courier/domain/language';
import { contentLanguage } from '../http/requestLanguage.ts';
import { contentAnswers, sendContentAnswer } from '../cache/contentAnswers.ts';
import { MISSING_MESSAGES } from '../http/requestMessages.ts';

type NewsRow = typeof news.$inferSelect;

/** One news item in the request's language, each text falling back to English on its own. */
function newsItem(row: NewsRow, lang: Language) {
  return {
    encrypt_id: row.publicId,
    news_title: localized(row.title, row.titleAr, lang),
    img_url: row.imageUrl,
    news_content: cleanHtml(localized(row.content, row.contentAr, lang)),
    news_date: row.publishedOn,
  };
}

export function newsRoutes(app: FastifyInstance, { db, caches }: AppContext): void {
  const latestFirst = [desc(news.publishedOn), desc(news.id)] as const;
  // Drafts (unpublished) are the back office's only: never listed, their details not found.
  const published = eq(news.published, true);

  const newsList = contentAnswers(caches.bus, 'news_list', async (lang) => {
    const rows = await db
      .select()
      .from(news)
      .where(published)
      .orderBy(...latestFirst);
    return success('News list', { newsList: rows.map((row) => newsItem(row, lang)) });
  });
  contractRoute(app, 'news_list', async (_input, request, reply) =>
    sendContentAnswer(reply, await newsList(contentLanguage(request, reply))),
  );

  contractRoute(app, 'news_details', async ({ news_id }, request, reply) => {
    const lang = contentLanguage(request, reply);
    const [row] = await db
      .select()
      .from(news)
      .where(and(eq(news.publicId, news_id), published));
    if (!row) throw notFound(MISSING_MESSAGES.news);
    // newsTitle feeds the 'News & Update' sidebar of the details page.
    const titles = await db
      .select({ encrypt_id: news.publicId, title: news.title, titleAr: news.titleAr })
      .from(news)
      .where(published)
      .orderBy(...latestFirst);
    return success('News details', {
      newsDetails: newsItem(row, lang),
      newsTitle: titles.map((t) => ({
        encrypt_id: t.encrypt_id,
        news_title: localized(t.title, t.titleAr, lang),
      })),
    });
  });
}
