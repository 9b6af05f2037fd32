import { z } from 'zod';
import { encryptIdField } from '@courier/domain/schemas/ids';
import { defineEndpoint, noPayloadSchema } from '../endpoint.ts';
import { envelope, envelopeFailure } from '../envelope.ts';
import { encryptIdSchema, htmlSchema } from '../wire.ts';

/** Static pages addressed by encoded menu ids (terms 'NA==', privacy 'NQ==', refund 'Ng=='). */

const pageContentSchema = z.object({ page_title: z.string(), page_content: htmlSchema });
export type PageContent = z.output<typeof pageContentSchema>;

const menuSchema = z.object({ menu_id: encryptIdSchema, menu_name: z.string().min(1) });
export type Menu = z.output<typeof menuSchema>;

const dynamicMenuListResponse = envelope({ menuList: z.array(menuSchema) });
export const dynamicMenuList = defineEndpoint({
  method: 'GET',
  path: 'dynamic_menu_list',
  request: noPayloadSchema,
  success: dynamicMenuListResponse,
  failure: envelopeFailure,
});

export const pageContentRequest = z.object({ menu_id: encryptIdField('menu_id') });
export const pageContentResponse = envelope({
  menuName: z.string(),
  contentList: z.array(pageContentSchema),
});
export const getPageContent = defineEndpoint({
  method: 'POST',
  path: 'get_page_content',
  request: pageContentRequest,
  success: pageContentResponse,
  failure: envelopeFailure,
});
export const getDynamicPageContent = defineEndpoint({
  method: 'POST',
  path: 'get_dynamic_page_content',
  request: pageContentRequest,
  success: pageContentResponse,
  failure: envelopeFailure,
});
