import { officeWords } from '@courier/domain/officeWords';
import { z } from 'zod';
import { CONTENT_TYPE_NAMES } from '@courier/domain/content/contentTypes';
import { MAX_NUMERIC_ID } from '@courier/domain/schemas/ids';
import { adminEndpoint } from './adminEndpoint.ts';
import { envelope, messageOnlySchema } from './envelope.ts';

/**
 * Back-office calls of the site's content. One set of calls serves every content
 * type of @courier/domain/content/contentTypes: the type travels in the request, and the record
 * (`values`) is checked on the server with `contentSchema(type)`, the schema the form uses. Field
 * errors answer under the field's name (`name`, `nameAr`, `image.alt`, `skills.0.percentage`).
 */

const contentTypeSchema = z.enum(CONTENT_TYPE_NAMES, {
  error: () => officeWords().staffForm.contentType,
});
const rowId = z.coerce.number().int().positive().max(MAX_NUMERIC_ID);
/** The record as the form sends it; its shape is checked per type on the server. */
const values = z.record(z.string(), z.unknown());

/** One row of a content list. */
const contentRowSchema = z.object({
  id: z.number().int(),
  /** The public id the site links by (encrypt_id), where the type has one. */
  publicId: z.string().nullable(),
  title: z.string(),
  /** The title in Arabic where the type's title has a twin and it is written, else ''. */
  titleAr: z.string(),
  /** Picture of the row (list thumbnail), if the type has one. */
  imageUrl: z.string().nullable(),
  published: z.boolean(),
  position: z.number().int(),
  /** The row's date (news, blog posts), YYYY-MM-DD. */
  date: z.string().nullable(),
  updatedAt: z.string(),
});
export type ContentRow = z.output<typeof contentRowSchema>;

/** One record with everything the form edits. */
const contentItemSchema = z.object({
  id: z.number().int(),
  publicId: z.string().nullable(),
  published: z.boolean(),
  position: z.number().int(),
  updatedAt: z.string(),
  values,
});
export type ContentItem = z.output<typeof contentItemSchema>;

const itemResponse = envelope({ item: contentItemSchema });

export const adminContentEndpoints = {
  /** Every row of a type, drafts included, in the site's order. */
  admin_content_list: adminEndpoint({
    method: 'GET',
    path: 'content',
    request: z.object({ type: contentTypeSchema }),
    success: envelope({ rows: z.array(contentRowSchema) }),
    access: 'content.manage',
  }),
  /** One record (the company profile: id 1). */
  admin_content_item: adminEndpoint({
    method: 'GET',
    path: 'content_item',
    request: z.object({ type: contentTypeSchema, id: rowId }),
    success: itemResponse,
    access: 'content.manage',
  }),
  /** A new row, saved as a draft (unpublished) where the type has drafts, placed last. */
  admin_content_create: adminEndpoint({
    method: 'POST',
    path: 'content_create',
    request: z.object({ type: contentTypeSchema, values }),
    success: itemResponse,
    access: 'content.manage',
  }),
  admin_content_update: adminEndpoint({
    method: 'POST',
    path: 'content_update',
    request: z.object({ type: contentTypeSchema, id: rowId, values }),
    success: itemResponse,
    access: 'content.manage',
  }),
  admin_content_publish: adminEndpoint({
    method: 'POST',
    path: 'content_publish',
    request: z.object({ type: contentTypeSchema, id: rowId, published: z.boolean() }),
    success: itemResponse,
    access: 'content.manage',
  }),
  /** The whole list's new order: every id of the type, first to last. */
  admin_content_reorder: adminEndpoint({
    method: 'POST',
    path: 'content_reorder',
    request: z.object({ type: contentTypeSchema, ids: z.array(rowId).min(1).max(1000) }),
    success: messageOnlySchema,
    access: 'content.manage',
  }),
  admin_content_delete: adminEndpoint({
    method: 'POST',
    path: 'content_delete',
    request: z.object({ type: contentTypeSchema, id: rowId }),
    success: messageOnlySchema,
    access: 'content.manage',
  }),
} as const;
