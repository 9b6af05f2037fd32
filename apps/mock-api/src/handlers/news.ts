import { success } from '@courier/api-client/envelope';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import { refuse, route } from '../route.ts';

export function newsHandlers(db: MockDb): HttpHandler[] {
  return [
    route(db, 'news_list', () => success({ newsList: db.news })),
    route(db, 'news_details', ({ news_id }) => {
      const item = db.news.find((n) => n.encrypt_id === news_id);
      if (!item) return refuse('news_details', 'News not found.', 404);
      return success({
        newsDetails: item,
        newsTitle: db.news.map(({ encrypt_id, news_title }) => ({ encrypt_id, news_title })),
      });
    }),
  ];
}
