import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { news } from '../db/schema/index.ts';
import { notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { cleanHtml } from '../http/sanitize.ts';
import type { AppContext } from '../context.ts';

type NewsRow = typeof news.$inferSelect;

export function newsItem(row: NewsRow) {
  return {
    encrypt_id: row.publicId,
    news_title: row.title,
    img_url: row.imageUrl,
    news_content: cleanHtml(row.content),
    news_date: row.publishedOn,
  };
}

export function newsRoutes(app: FastifyInstance, { db }: AppContext): void {
  const latestFirst = [desc(news.publishedOn), desc(news.id)] as const;
  // Drafts (unpublished) are the back office's only: never listed, their details not found.
  const published = eq(news.published, true);

  contractRoute(app, 'news_list', async () => {
    const rows = await db
      .select()
      .from(news)
      .where(published)
      .orderBy(...latestFirst);
    return success('News list', { newsList: rows.map(newsItem) });
  });

  contractRoute(app, 'news_details', async ({ news_id }) => {
    const [row] = await db
      .select()
      .from(news)
      .where(and(eq(news.publicId, news_id), published));
    if (!row) throw notFound('News not found.');
    // newsTitle feeds the 'News & Update' sidebar of the details page.
    const titles = await db
      .select({ encrypt_id: news.publicId, news_title: news.title })
      .from(news)
      .where(published)
      .orderBy(...latestFirst);
    return success('News details', { newsDetails: newsItem(row), newsTitle: titles });
  });
}
