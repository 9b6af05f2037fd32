import { getTableName } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CONTENT_TYPES, type ContentTypeName } from '@courier/domain/content/contentTypes';
import {
  checkValues,
  createContent,
  deleteContent,
  listContent,
  publishContent,
  readContent,
  reorderContent,
  updateContent,
} from '../content/contentStore.ts';
import { CONTENT_TABLES } from '../content/contentTables.ts';
import { success } from '../http/envelope.ts';
import type { AdminContext } from './adminContext.ts';
import { adminRoute, staffOf, type AdminRouteDeps } from './adminRoute.ts';
import { recordAudit, type Tx } from './audit.ts';
import { STAFF_MESSAGES } from './staffMessages.ts';

/** Runs a write with its audit entry ("<type>.<action>") and the cache notice, all or nothing. */
const auditedWrite = <T>(
  { db, caches }: Pick<AdminContext, 'db' | 'caches'>,
  staff: { id: number | null; username: string },
  type: ContentTypeName,
  action: string,
  work: (tx: Tx) => Promise<{ result: T; recordId: string; before?: unknown; after?: unknown }>,
): Promise<T> =>
  db.transaction(async (tx) => {
    const { result, recordId, before, after } = await work(tx);
    await recordAudit(tx, staff, {
      action: `${type}.${action}`,
      table: getTableName(CONTENT_TABLES[type].table),
      recordId,
      before: before ?? null,
      after: after ?? null,
    });
    await caches.bus.changed('content', tx);
    return result;
  });

/**
 * The site's content: one set of calls for every content type, the record checked
 * with the type's one schema. Each write runs in one transaction with its audit entry and the
 * 'content' cache notice, so every API process shows the change on its next request.
 */
export function contentRoutes(app: FastifyInstance, context: AdminContext): void {
  const { db, config } = context;
  const deps = { db, idleMinutes: config.admin.idleMinutes };
  const write: WriteOf = (staff, type, action, work) =>
    auditedWrite(context, staff, type, action, work);

  adminRoute(app, deps, 'admin_content_list', async ({ type }) =>
    success('Content list', { rows: await listContent(db, type) }),
  );

  adminRoute(app, deps, 'admin_content_item', async ({ type, id }) =>
    success('Content item', { item: await readContent(db, type, id) }),
  );

  registerContentEditRoutes(app, deps, write);
  registerContentOrderRoutes(app, deps, write);
}

type WriteOf = <T>(
  staff: { id: number | null; username: string },
  type: ContentTypeName,
  action: string,
  work: (tx: Tx) => Promise<{ result: T; recordId: string; before?: unknown; after?: unknown }>,
) => Promise<T>;

/** Creating, changing and publishing an item. */
function registerContentEditRoutes(app: FastifyInstance, deps: AdminRouteDeps, write: WriteOf) {
  const { db } = deps;
  adminRoute(app, deps, 'admin_content_create', async ({ type, values }, request) => {
    const staff = staffOf(request);
    const id = await write(staff, type, 'create', async (tx) => {
      const checked = await checkValues(tx, type, values);
      const created = await createContent(tx, type, checked);
      // As stored: the rich text already cleaned.
      const after = (await readContent(tx, type, created)).values;
      return { result: created, recordId: String(created), after };
    });
    const message = CONTENT_TYPES[type].publishable
      ? STAFF_MESSAGES.savedDraft
      : STAFF_MESSAGES.saved;
    return success(message, { item: await readContent(db, type, id) });
  });

  adminRoute(app, deps, 'admin_content_update', async ({ type, id, values }, request) => {
    const staff = staffOf(request);
    await write(staff, type, 'update', async (tx) => {
      const before = await readContent(tx, type, id);
      const checked = await checkValues(tx, type, values);
      await updateContent(tx, type, id, checked);
      const after = (await readContent(tx, type, id)).values;
      return { result: null, recordId: String(id), before: before.values, after };
    });
    return success(STAFF_MESSAGES.saved, { item: await readContent(db, type, id) });
  });

  adminRoute(app, deps, 'admin_content_publish', async ({ type, id, published }, request) => {
    const staff = staffOf(request);
    await write(staff, type, published ? 'publish' : 'unpublish', async (tx) => {
      await publishContent(tx, type, id, published);
      return { result: null, recordId: String(id), after: { published } };
    });
    return success(
      published
        ? 'Published: it shows on the site.'
        : 'Unpublished: it no longer shows on the site.',
      {
        item: await readContent(db, type, id),
      },
    );
  });
}

/** Reordering and deleting items. */
function registerContentOrderRoutes(app: FastifyInstance, deps: AdminRouteDeps, write: WriteOf) {
  adminRoute(app, deps, 'admin_content_reorder', async ({ type, ids }, request) => {
    const staff = staffOf(request);
    await write(staff, type, 'reorder', async (tx) => {
      await reorderContent(tx, type, ids);
      return { result: null, recordId: '*', after: { ids } };
    });
    return success(STAFF_MESSAGES.orderSaved, {});
  });

  adminRoute(app, deps, 'admin_content_delete', async ({ type, id }, request) => {
    const staff = staffOf(request);
    await write(staff, type, 'delete', async (tx) => {
      const before = await deleteContent(tx, type, id);
      return { result: null, recordId: String(id), before };
    });
    return success(STAFF_MESSAGES.deleted, {});
  });
}
