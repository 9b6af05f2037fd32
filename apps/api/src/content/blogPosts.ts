import { and, asc, count, desc, eq, exists, ilike, or, sql } from 'drizzle-orm';
import { blogCategories, blogPosts, blogPostTags, blogTags } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { cleanHtml } from '../http/sanitize.ts';
import { formatMonthYear } from '@courier/domain/formats';
import { localized, type Language } from '@courier/domain/language';

type PostRow = typeof blogPosts.$inferSelect;

/**
 * blog_date is the day of the month and blog_month_year e.g. 'Mar 2026' ('مارس 2026' in Arabic),
 * as the cards show them.
 * Texts in the request's language, each falling back to English on its own.
 */
function blogItem(row: PostRow, lang: Language) {
  const day = row.publishedOn.split('-')[2];
  return {
    encrypt_id: row.publicId,
    title: localized(row.title, row.titleAr, lang),
    img_url: row.imageUrl,
    blog_date: day ?? '',
    blog_month_year: formatMonthYear(row.publishedOn, lang),
    published_on: row.publishedOn,
    author: localized(row.author, row.authorAr, lang),
    description: cleanHtml(localized(row.description, row.descriptionAr, lang)),
    short_description: localized(row.shortDescription, row.shortDescriptionAr, lang),
  };
}

/** Lists leave the long HTML out: cards show the short description only. */
export function blogCard(row: PostRow, lang: Language) {
  return { ...blogItem({ ...row, description: '', descriptionAr: '' }, lang) };
}
export const newestFirst = [desc(blogPosts.publishedOn), desc(blogPosts.id)] as const;
/** Drafts (unpublished posts) are the back office's only: not listed, not counted, not found. */
export const published = eq(blogPosts.published, true);

export async function postsWhere(db: Db, where: ReturnType<typeof and>) {
  return db
    .select()
    .from(blogPosts)
    .where(and(published, where))
    .orderBy(...newestFirst);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The published posts carrying a tag, newest first. */
export async function postsTagged(db: Db, tagId: number) {
  const tagged = db
    .select({ one: sql`1` })
    .from(blogPostTags)
    .where(and(eq(blogPostTags.postId, blogPosts.id), eq(blogPostTags.tagId, tagId)));
  return postsWhere(db, exists(tagged));
}

/** The published posts whose texts contain the words; Arabic readers search the Arabic too. */
export async function searchPosts(db: Db, words: string, lang: Language) {
  const pattern = `%${escapeLike(words)}%`;
  return postsWhere(
    db,
    or(
      ilike(blogPosts.title, pattern),
      ilike(blogPosts.shortDescription, pattern),
      ilike(blogPosts.description, pattern),
      ilike(blogPosts.author, pattern),
      // An Arabic reader searches the Arabic texts too; English searches stay as they were.
      ...(lang === 'ar'
        ? [
            ilike(blogPosts.titleAr, pattern),
            ilike(blogPosts.shortDescriptionAr, pattern),
            ilike(blogPosts.descriptionAr, pattern),
            ilike(blogPosts.authorAr, pattern),
          ]
        : []),
    ),
  );
}

/** A published post by its public id, or undefined. */
export async function findPublishedPost(db: Db, publicId: string) {
  const [post] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.publicId, publicId), published));
  return post;
}

/** A post's page: the post, the category and tag lists of the sidebar and the recent posts. */
export async function blogDetailsOf(db: Db, post: PostRow, lang: Language) {
  const [categoryList, tagsList, recent, allTags] = await Promise.all([
    db
      .select({
        encrypt_id: blogCategories.publicId,
        category_name: blogCategories.name,
        category_name_ar: blogCategories.nameAr,
        blog_count: count(blogPosts.id),
      })
      .from(blogCategories)
      .leftJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), published))
      .groupBy(blogCategories.id)
      // The staff's positions; categories never placed keep their old order, by name.
      .orderBy(asc(blogCategories.sortOrder), asc(blogCategories.name)),
    db
      .select({
        encrypt_id: blogTags.publicId,
        tag_name: blogTags.name,
        tag_name_ar: blogTags.nameAr,
      })
      .from(blogPostTags)
      .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
      .where(eq(blogPostTags.postId, post.id))
      .orderBy(asc(blogTags.name)),
    db
      .select()
      .from(blogPosts)
      .where(published)
      .orderBy(...newestFirst)
      .limit(4),
    db
      .select({
        encrypt_id: blogTags.publicId,
        tag_name: blogTags.name,
        tag_name_ar: blogTags.nameAr,
      })
      .from(blogTags)
      .orderBy(asc(blogTags.name)),
  ]);
  const tagIn = ({ encrypt_id, tag_name, tag_name_ar }: (typeof allTags)[number]) => ({
    encrypt_id,
    tag_name: localized(tag_name, tag_name_ar, lang),
  });
  return {
    blodDetails: blogItem(post, lang),
    categoryList: categoryList.map(
      ({ encrypt_id, category_name, category_name_ar, blog_count }) => ({
        encrypt_id,
        category_name: localized(category_name, category_name_ar, lang),
        blog_count,
      }),
    ),
    tagsList: tagsList.map(tagIn),
    recentPost: recent
      .filter((r) => r.id !== post.id)
      .slice(0, 3)
      .map((row) => blogCard(row, lang)),
    allTags: allTags.map(tagIn),
  };
}
