import { z } from 'zod';
import { encryptIdField, idMessages } from '@courier/domain/schemas/ids';
import { requiredText } from '@courier/domain/schemas/fields';
import { defineEndpoint, noPayloadSchema } from '../endpoint.ts';
import { envelope, envelopeFailure } from '../envelope.ts';
import { encryptIdSchema, htmlSchema, urlSchema } from '../wire.ts';

const blogPostSchema = z.object({
  encrypt_id: encryptIdSchema,
  title: z.string().min(1),
  img_url: urlSchema,
  /** Day of the month, two digits ('07'). */
  blog_date: z.string().min(1),
  /** Month and year as shown under the day ('Mar 2026'). */
  blog_month_year: z.string().min(1),
  author: z.string(),
  description: htmlSchema,
  short_description: z.string(),
});
export type BlogPost = z.output<typeof blogPostSchema>;

const blogCategorySchema = z.object({
  encrypt_id: encryptIdSchema,
  category_name: z.string().min(1),
  blog_count: z.number().int().nonnegative(),
});
export type BlogCategory = z.output<typeof blogCategorySchema>;

const blogTagSchema = z.object({ encrypt_id: encryptIdSchema, tag_name: z.string().min(1) });
export type BlogTag = z.output<typeof blogTagSchema>;

const blogListResponse = envelope({ blog_list: z.array(blogPostSchema) });

export const blogList = defineEndpoint({
  method: 'GET',
  path: 'blog_list',
  request: noPayloadSchema,
  success: blogListResponse,
  failure: envelopeFailure,
});

const blogByCategoryRequest = z.object({ blog_cat_id: encryptIdField('blog_cat_id') });
export const blogByCategory = defineEndpoint({
  method: 'POST',
  path: 'blog_by_category',
  request: blogByCategoryRequest,
  success: blogListResponse,
  failure: envelopeFailure,
});

const blogByTagRequest = z.object({ blog_tag_id: encryptIdField('blog_tag_id') });
export const blogByTag = defineEndpoint({
  method: 'POST',
  path: 'blog_by_tag',
  request: blogByTagRequest,
  success: blogListResponse,
  failure: envelopeFailure,
});

/** Search words: the site's search box, at most 100 characters. */
export const blogSearchRequest = z.object({
  search_key_word: requiredText(idMessages.required('search_key_word'), 100),
});
export const blogSearch = defineEndpoint({
  method: 'POST',
  path: 'blog_search',
  request: blogSearchRequest,
  success: blogListResponse,
  failure: envelopeFailure,
});

const blogDetailsRequest = z.object({ blog_id: encryptIdField('blog_id') });
export const blogDetailsResponse = envelope({
  blodDetails: blogPostSchema,
  /** Every category with its post count (sidebar). */
  categoryList: z.array(blogCategorySchema),
  /** The tags of this post. */
  tagsList: z.array(blogTagSchema),
  recentPost: z.array(blogPostSchema),
  /** Every tag (sidebar tag cloud). */
  allTags: z.array(blogTagSchema),
});
export const blogDetails = defineEndpoint({
  method: 'POST',
  path: 'blog_details',
  request: blogDetailsRequest,
  success: blogDetailsResponse,
  failure: envelopeFailure,
});
