import { success } from '@courier/api-client/envelope';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import { refuse, route } from '../route.ts';

export function pageHandlers(db: MockDb): HttpHandler[] {
  const content = (name: 'get_page_content' | 'get_dynamic_page_content') =>
    route(db, name, ({ menu_id }) => {
      const page = db.pages.find((p) => p.menu.menu_id === menu_id);
      if (!page) return refuse(name, 'Page not found.', 404);
      return success({ menuName: page.menu.menu_name, contentList: page.contents });
    });
  return [
    route(db, 'dynamic_menu_list', () => success({ menuList: db.pages.map((page) => page.menu) })),
    content('get_page_content'),
    content('get_dynamic_page_content'),
  ];
}
