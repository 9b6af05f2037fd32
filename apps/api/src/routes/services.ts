import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { services } from '../db/schema/index.ts';
import { notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { cleanHtml } from '../http/sanitize.ts';
import type { AppContext } from '../context.ts';

type ServiceRow = typeof services.$inferSelect;

export function serviceItem(row: ServiceRow) {
  return {
    encrypt_id: row.publicId,
    service_name: row.name,
    service_icon: row.icon,
    service_image: row.image,
    short_description: row.shortDescription,
    service_content: cleanHtml(row.content),
    row_index: row.rowIndex,
  };
}

export function serviceRoutes(app: FastifyInstance, { db }: AppContext): void {
  // Drafts (unpublished) are the back office's only: never listed, their details not found.
  const list = () =>
    db
      .select()
      .from(services)
      .where(eq(services.published, true))
      .orderBy(asc(services.sortOrder), asc(services.id));

  contractRoute(app, 'our_service_list', async () => {
    const rows = await list();
    return success('Service list', { ourServiceList: rows.map(serviceItem) });
  });

  contractRoute(app, 'get_our_service_details', async ({ id }) => {
    const [row] = await db
      .select()
      .from(services)
      .where(and(eq(services.publicId, id), eq(services.published, true)));
    if (!row) throw notFound('Service not found.');
    const rows = await list();
    return success('Service details', {
      serviceDetails: serviceItem(row),
      ourServiceList: rows.map(serviceItem),
    });
  });
}
