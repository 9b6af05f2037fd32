import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { services } from '../db/schema/index.ts';
import { notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { cleanHtml } from '../http/sanitize.ts';
import type { AppContext } from '../context.ts';
import { localized, type Language } from '@courier/domain/language';
import { contentAnswers, sendContentAnswer } from '../cache/contentAnswers.ts';
import { contentLanguage } from '../http/requestLanguage.ts';
import { MISSING_MESSAGES } from '../http/requestMessages.ts';

type ServiceRow = typeof services.$inferSelect;

/** One service in the request's language, each text falling back to English on its own. */
function serviceItem(row: ServiceRow, lang: Language) {
  return {
    encrypt_id: row.publicId,
    service_name: localized(row.name, row.nameAr, lang),
    service_icon: row.icon,
    service_image: row.image,
    short_description: localized(row.shortDescription, row.shortDescriptionAr, lang),
    service_content: cleanHtml(localized(row.content, row.contentAr, lang)),
    row_index: row.rowIndex,
  };
}

export function serviceRoutes(app: FastifyInstance, { db, caches }: AppContext): void {
  // Drafts (unpublished) are the back office's only: never listed, their details not found.
  const list = () =>
    db
      .select()
      .from(services)
      .where(eq(services.published, true))
      .orderBy(asc(services.sortOrder), asc(services.id));

  const serviceList = contentAnswers(caches.bus, 'our_service_list', async (lang) => {
    const rows = await list();
    return success('Service list', { ourServiceList: rows.map((row) => serviceItem(row, lang)) });
  });
  contractRoute(app, 'our_service_list', async (_input, request, reply) =>
    sendContentAnswer(reply, await serviceList(contentLanguage(request, reply))),
  );

  contractRoute(app, 'get_our_service_details', async ({ id }, request, reply) => {
    const lang = contentLanguage(request, reply);
    const [row] = await db
      .select()
      .from(services)
      .where(and(eq(services.publicId, id), eq(services.published, true)));
    if (!row) throw notFound(MISSING_MESSAGES.service);
    const rows = await list();
    return success('Service details', {
      serviceDetails: serviceItem(row, lang),
      ourServiceList: rows.map((r) => serviceItem(r, lang)),
    });
  });
}
