import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { menus, pageContents } from '../db/schema/index.ts';
import { badRequest, notFound, success } from '../http/envelope.ts';
import { cleanHtml } from '../http/sanitize.ts';
import { contractRoute } from '../http/contractRoute.ts';
import type { AppContext } from '../context.ts';
import { localized } from '@courier/domain/language';
import { contentLanguage } from '../http/requestLanguage.ts';
import { MISSING_MESSAGES } from '../http/requestMessages.ts';
import { decodeMenuId, encodeMenuId } from '../content/menuIds.ts';

export function pageRoutes(app: FastifyInstance, { db }: AppContext): void {
  contractRoute(app, 'dynamic_menu_list', async (_input, request, reply) => {
    const lang = contentLanguage(request, reply);
    const rows = await db.select().from(menus).orderBy(asc(menus.sortOrder), asc(menus.id));
    return success('Menu list', {
      menuList: rows.map((m) => ({
        menu_id: encodeMenuId(m.id),
        menu_name: localized(m.name, m.nameAr, lang),
      })),
    });
  });

  const pageContent = async (
    { menu_id }: { menu_id: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const lang = contentLanguage(request, reply);
    const id = decodeMenuId(menu_id);
    if (id === undefined) throw badRequest('menu_id is not valid.');
    const [menu] = await db.select().from(menus).where(eq(menus.id, id));
    if (!menu) throw notFound(MISSING_MESSAGES.page);
    const items = await db
      .select()
      .from(pageContents)
      // Draft sections (unpublished) are the back office's only.
      .where(and(eq(pageContents.menuId, id), eq(pageContents.published, true)))
      .orderBy(asc(pageContents.sortOrder), asc(pageContents.id));
    return success('Page content', {
      menuName: localized(menu.name, menu.nameAr, lang),
      contentList: items.map((p) => ({
        page_title: localized(p.title, p.titleAr, lang),
        page_content: cleanHtml(localized(p.content, p.contentAr, lang)),
      })),
    });
  };
  // The site calls both names for the same content (static page and terms/privacy modals).
  contractRoute(app, 'get_page_content', pageContent);
  contractRoute(app, 'get_dynamic_page_content', pageContent);
}
