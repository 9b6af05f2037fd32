import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ContentTypeName } from '@courier/domain/content/contentTypes';
import {
  blogCategories,
  blogPosts,
  blogTags,
  branches,
  careers,
  companyProfile,
  faqs,
  homeSlides,
  marketingFigures,
  news,
  pageContents,
  people,
  services,
  teamMembers,
} from '../db/schema/index.ts';

/**
 * Where each content type of @courier/domain/content/contentTypes lives in the database. The
 * descriptors' field names are the drizzle column keys wherever they can be (`name`, `nameAr`,
 * `shortDescription`...); what differs is said here: the picture's column, the list's order, and
 * which of the common columns (public id, drafts, positions, updated_at) the table has. The
 * fields kept in other tables (blog tags, team skills) are handled in contentRelations.ts.
 */
export interface ContentTable {
  table: PgTable;
  /** The column keys of `table` (drizzle's names). */
  columns: Record<string, AnyPgColumn>;
  /** Column of an `image` field's address (its alt texts are imageAlt and imageAltAr). */
  imageColumn?: 'image' | 'imageUrl';
  /** The date the list is ordered by (YYYY-MM-DD). */
  dateColumn?: 'publishedOn';
  hasPublicId: boolean;
  hasPublished: boolean;
  hasSortOrder: boolean;
  hasUpdatedAt: boolean;
  /** Column keys the list is ordered by after the position (or instead of it): [key, 'asc'|'desc']. */
  order: readonly (readonly [string, 'asc' | 'desc'])[];
}

function described(
  table: PgTable,
  options: Omit<
    ContentTable,
    'table' | 'columns' | 'hasPublicId' | 'hasPublished' | 'hasSortOrder' | 'hasUpdatedAt'
  >,
): ContentTable {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  return {
    table,
    columns,
    hasPublicId: 'publicId' in columns,
    hasPublished: 'published' in columns,
    hasSortOrder: 'sortOrder' in columns,
    hasUpdatedAt: 'updatedAt' in columns,
    ...options,
  };
}

const byPosition = [
  ['sortOrder', 'asc'],
  ['id', 'asc'],
] as const;
const newestFirst = [
  ['publishedOn', 'desc'],
  ['id', 'desc'],
] as const;

export const CONTENT_TABLES: Record<ContentTypeName, ContentTable> = {
  services: described(services, { imageColumn: 'image', order: byPosition }),
  news: described(news, { imageColumn: 'imageUrl', dateColumn: 'publishedOn', order: newestFirst }),
  'blog-posts': described(blogPosts, {
    imageColumn: 'imageUrl',
    dateColumn: 'publishedOn',
    order: newestFirst,
  }),
  'blog-categories': described(blogCategories, {
    order: [
      ['sortOrder', 'asc'],
      ['name', 'asc'],
      ['id', 'asc'],
    ],
  }),
  'blog-tags': described(blogTags, {
    order: [
      ['name', 'asc'],
      ['id', 'asc'],
    ],
  }),
  team: described(teamMembers, { imageColumn: 'imageUrl', order: byPosition }),
  // Openings the staff have not placed keep the order they had before positions: newest first.
  careers: described(careers, {
    order: [
      ['sortOrder', 'asc'],
      ['createdAt', 'desc'],
      ['id', 'desc'],
    ],
  }),
  faqs: described(faqs, { order: byPosition }),
  people: described(people, { imageColumn: 'imageUrl', order: byPosition }),
  slides: described(homeSlides, { imageColumn: 'imageUrl', order: byPosition }),
  // Sections show grouped by their page, each page's sections in their positions.
  pages: described(pageContents, {
    order: [
      ['menuId', 'asc'],
      ['sortOrder', 'asc'],
      ['id', 'asc'],
    ],
  }),
  // Offices the staff have not placed keep the public lists' order before positions.
  offices: described(branches, {
    order: [
      ['sortOrder', 'asc'],
      ['city', 'asc'],
      ['name', 'asc'],
      ['id', 'asc'],
    ],
  }),
  figures: described(marketingFigures, { order: byPosition }),
  company: described(companyProfile, { order: [['id', 'asc']] }),
};
