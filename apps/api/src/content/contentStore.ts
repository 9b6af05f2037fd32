import { asc, desc, eq, max, type SQL } from 'drizzle-orm';
import type { ContentItem, ContentRow } from '@courier/api-client/adminContent';
import {
  contentSchema,
  emptyContentValues,
  type ContentValues,
} from '@courier/domain/content/contentSchema';
import {
  arabicKey,
  CONTENT_TYPES,
  type ContentTypeName,
} from '@courier/domain/content/contentTypes';
import { officeWords } from '@courier/domain/officeWords';
import { messageGroup } from '@courier/domain/messageWords';
import type { Db } from '../db/client.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import { encodeMenuId } from './menuIds.ts';
import { loadRelations, referenceErrors, saveRelations, stillUsed } from './contentRelations.ts';
import { CONTENT_TABLES, type ContentTable } from './contentTables.ts';
import { toColumns, toValues } from './contentValues.ts';

/**
 * Reading and writing the rows of any content type (the admin content calls). Writes run in the
 * caller's transaction, which also records the audit entry and announces the cache topic.
 */

type Row = Record<string, unknown>;
type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A content type's names in the request's language (the office catalogue). */
const namesOf = (type: ContentTypeName) => officeWords().contentType[type];

/** The content calls' refusals, in the request's language. */
const contentRefusals = {
  notFound: (type: ContentTypeName) =>
    officeWords().contentRefusal.notFound({ label: lower(namesOf(type).label) }),
  notCreatable: (type: ContentTypeName) =>
    officeWords().contentRefusal.notCreatable({
      plural: lower(namesOf(type).plural),
      singleton: CONTENT_TYPES[type].singleton ? 'yes' : 'no',
    }),
  notOrdered: (type: ContentTypeName) => {
    const { ordering } = CONTENT_TYPES[type];
    const { plural } = namesOf(type);
    return ordering === 'position'
      ? officeWords().contentRefusal.noOrder({ plural: lower(plural) })
      : officeWords().contentRefusal.fixedOrder({ plural, ordering });
  },
  notPublishable: (type: ContentTypeName) =>
    officeWords().contentRefusal.notPublishable({ plural: namesOf(type).plural }),
  partialOrder: (type: ContentTypeName) =>
    officeWords().contentRefusal.partialOrder({ label: lower(namesOf(type).label) }),
  get notSetUp() {
    return STAFF_WORDS.companyNotSetUp;
  },
} as const;

/** The back office's words (the catalogue's group `staff`), in the request's language. */
const STAFF_WORDS = messageGroup('staff');

const columnOf = (t: ContentTable, key: string) => {
  const column = t.columns[key];
  if (!column) throw new Error(`content table has no column ${key}`);
  return column;
};

function orderOf(type: ContentTypeName): SQL[] {
  const t = CONTENT_TABLES[type];
  return t.order.map(([key, direction]) =>
    direction === 'asc' ? asc(columnOf(t, key)) : desc(columnOf(t, key)),
  );
}

async function rowsOf(db: Tx, type: ContentTypeName): Promise<Row[]> {
  const t = CONTENT_TABLES[type];
  return (await db
    .select()
    .from(t.table)
    .orderBy(...orderOf(type))) as Row[];
}

async function rowById(db: Tx, type: ContentTypeName, id: number): Promise<Row | undefined> {
  const t = CONTENT_TABLES[type];
  const [row] = (await db
    .select()
    .from(t.table)
    .where(eq(columnOf(t, 'id'), id))) as Row[];
  return row;
}

/** The public id the site links a row by: encrypt_id, or a static page's encoded menu id. */
function publicIdOf(type: ContentTypeName, row: Row): string | null {
  if (type === 'pages') return encodeMenuId(Number(row.menuId));
  return CONTENT_TABLES[type].hasPublicId ? String(row.publicId) : null;
}

const isoTime = (value: unknown) => (value instanceof Date ? value.toISOString() : '');

function titleOf(type: ContentTypeName, row: Row): string {
  const { titleField } = CONTENT_TYPES[type];
  const t = CONTENT_TABLES[type];
  // A logo has no title: its alt text names it.
  if (titleField === 'image') return String(row.imageAlt || row[t.imageColumn ?? 'imageUrl'] || '');
  return String(row[titleField] ?? '');
}

/** The title's Arabic twin, where the title field has one ('' when not written). */
function titleArOf(type: ContentTypeName, row: Row): string {
  const { titleField, fields } = CONTENT_TYPES[type];
  if (titleField === 'image') return String(row.imageAltAr ?? '');
  const bilingual = fields.some((f) => f.name === titleField && f.bilingual);
  return bilingual ? String(row[arabicKey(titleField)] ?? '') : '';
}

/**
 * Each row's place in the list, from 1: what the back office shows and a keyboard user types
 * (stored sort orders may repeat or leave gaps). Static page sections count within their page.
 */
function places(type: ContentTypeName, rows: Row[]): number[] {
  const seen = new Map<unknown, number>();
  return rows.map((row) => {
    const group = type === 'pages' ? row.menuId : '';
    const place = (seen.get(group) ?? 0) + 1;
    seen.set(group, place);
    return place;
  });
}

function summary(type: ContentTypeName, row: Row, index: number): ContentRow {
  const t = CONTENT_TABLES[type];
  return {
    id: Number(row.id),
    publicId: publicIdOf(type, row),
    title: titleOf(type, row),
    titleAr: titleArOf(type, row),
    imageUrl: t.imageColumn ? String(row[t.imageColumn] ?? '') || null : null,
    published: t.hasPublished ? Boolean(row.published) : true,
    position: index + 1,
    date: t.dateColumn ? String(row[t.dateColumn]) : null,
    // Offices have no updated_at column.
    updatedAt: isoTime(row.updatedAt),
  };
}

/** Every row of a type, drafts included, in the site's order. */
export async function listContent(db: Tx, type: ContentTypeName): Promise<ContentRow[]> {
  const rows = await rowsOf(db, type);
  const placed = places(type, rows);
  return rows.map((row, index) => summary(type, row, placed[index]! - 1));
}

/** One record with the values its form edits; 404 for an unknown id. */
export async function readContent(db: Tx, type: ContentTypeName, id: number): Promise<ContentItem> {
  const row = await rowById(db, type, id);
  if (!row)
    throw notFound(type === 'company' ? contentRefusals.notSetUp : contentRefusals.notFound(type));
  const rows = await rowsOf(db, type);
  const position = places(type, rows)[rows.findIndex((r) => Number(r.id) === id)] ?? 1;
  const { updatedAt, ...rest } = summary(type, row, position - 1);
  return {
    id: rest.id,
    publicId: rest.publicId,
    published: rest.published,
    position,
    updatedAt,
    values: { ...toValues(type, row), ...(await loadRelations(db, type, id)) },
  };
}

/** The field of an issue's path by its name in the request's language, lower case. */
function fieldName(type: ContentTypeName, path: PropertyKey[]): string {
  const name = String(path[0] ?? '').replace(/Ar$/, '');
  const words = officeWords();
  return (words.contentField[type][name] ?? words.contentCheck.thisField).toLowerCase();
}

/**
 * The record checked with the one schema of its type (the form's own). Fields the request left
 * out count as empty, so a missing field answers its own message, not zod's. Each failing field
 * answers once, keyed by its path ('name', 'image.alt', 'skills.0.percentage'); the first message
 * is the envelope's Message.
 */
export async function checkValues(
  tx: Tx,
  type: ContentTypeName,
  raw: Record<string, unknown>,
): Promise<ContentValues> {
  const result = contentSchema(type).safeParse({ ...emptyContentValues(type), ...raw });
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.') || '_';
      // zod's own words ("Invalid input: ...") are never shown to staff.
      errors[key] ??= issue.message.startsWith('Invalid')
        ? officeWords().contentCheck.check({ field: fieldName(type, issue.path) })
        : issue.message;
    }
  } else {
    Object.assign(errors, await referenceErrors(tx, type, result.data));
  }
  const first = Object.values(errors)[0];
  if (first !== undefined || !result.success)
    throw new ApiError(400, first ?? STAFF_WORDS.recordInvalid, { errors });
  return result.data;
}

async function nextPosition(tx: Tx, t: ContentTable): Promise<number> {
  const [row] = await tx.select({ last: max(columnOf(t, 'sortOrder')) }).from(t.table);
  return Number(row?.last ?? 0) + 1;
}

/** A new row (a draft where the type has drafts), placed last; answers its id. */
export async function createContent(
  tx: Tx,
  type: ContentTypeName,
  values: ContentValues,
): Promise<number> {
  const descriptor = CONTENT_TYPES[type];
  if (!descriptor.creatable) throw new ApiError(409, contentRefusals.notCreatable(type));
  const t = CONTENT_TABLES[type];
  const row: Row = { ...toColumns(type, values, { creating: true }) };
  if (t.hasPublished) row.published = false;
  if (t.hasSortOrder) row.sortOrder = await nextPosition(tx, t);
  // Columns the back office does not edit but the table requires.
  if (type === 'team') row.googlePlusUrl = '';
  if (type === 'figures') await uniqueKey(tx, String(row.key));
  const [created] = (await tx
    .insert(t.table)
    .values(row as never)
    .returning({ id: columnOf(t, 'id') })) as { id: number }[];
  if (!created) throw new Error('insert returned no row');
  await saveRelations(tx, type, created.id, values);
  return created.id;
}

async function uniqueKey(tx: Tx, key: string): Promise<void> {
  const t = CONTENT_TABLES.figures;
  const [taken] = await tx
    .select()
    .from(t.table)
    .where(eq(columnOf(t, 'key'), key));
  if (taken) {
    const message = STAFF_WORDS.figureKeyTaken;
    throw new ApiError(400, message, { errors: { key: message } });
  }
}

/** Writes `changes` to an existing row (with updated_at); 404 when there is none. */
async function writeRow(tx: Tx, type: ContentTypeName, id: number, changes: Row): Promise<void> {
  const t = CONTENT_TABLES[type];
  const set = t.hasUpdatedAt ? { ...changes, updatedAt: new Date() } : changes;
  const updated = await tx
    .update(t.table)
    .set(set as never)
    .where(eq(columnOf(t, 'id'), id))
    .returning({ id: columnOf(t, 'id') });
  if (updated.length === 0) throw notFound(contentRefusals.notFound(type));
}

/** The whole record replaced by `values`; the public id and the fixed fields stay as they were. */
export async function updateContent(
  tx: Tx,
  type: ContentTypeName,
  id: number,
  values: ContentValues,
): Promise<void> {
  await writeRow(tx, type, id, toColumns(type, values, { creating: false }));
  await saveRelations(tx, type, id, values);
}

export async function publishContent(
  tx: Tx,
  type: ContentTypeName,
  id: number,
  published: boolean,
): Promise<void> {
  if (!CONTENT_TYPES[type].publishable || !CONTENT_TABLES[type].hasPublished)
    throw new ApiError(409, contentRefusals.notPublishable(type));
  await writeRow(tx, type, id, { published });
}

/** Positions 1..n in the order of `ids`, which must be every id of the type, each once. */
export async function reorderContent(tx: Tx, type: ContentTypeName, ids: number[]): Promise<void> {
  const t = CONTENT_TABLES[type];
  if (
    CONTENT_TYPES[type].ordering !== 'position' ||
    !t.hasSortOrder ||
    CONTENT_TYPES[type].singleton
  )
    throw new ApiError(409, contentRefusals.notOrdered(type));
  const existing = (await tx.select({ id: columnOf(t, 'id') }).from(t.table)) as { id: number }[];
  const known = new Set(existing.map((r) => r.id));
  const given = new Set(ids);
  if (given.size !== ids.length || given.size !== known.size || ids.some((id) => !known.has(id)))
    throw new ApiError(409, contentRefusals.partialOrder(type), {
      errors: { ids: contentRefusals.partialOrder(type) },
    });
  for (const [index, id] of ids.entries()) {
    await writeRow(tx, type, id, { sortOrder: index + 1 });
  }
}

/** Deletes a row and what belongs to it (tag links, skills); refuses one still in use. */
export async function deleteContent(tx: Tx, type: ContentTypeName, id: number): Promise<Row> {
  if (!CONTENT_TYPES[type].creatable) throw new ApiError(409, contentRefusals.notCreatable(type));
  const t = CONTENT_TABLES[type];
  const before = await rowById(tx, type, id);
  if (!before) throw notFound(contentRefusals.notFound(type));
  const reason = await stillUsed(tx, type, id);
  if (reason) throw new ApiError(409, reason);
  // Tag links and skills go with the row (ON DELETE CASCADE).
  await tx.delete(t.table).where(eq(columnOf(t, 'id'), id));
  return before;
}
