import { and, asc, count, desc, eq, exists, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { blogCategories, blogPosts, blogPostTags, blogTags } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { cleanHtml } from '../http/sanitize.ts';
import type { AppContext } from '../context.ts';
import { contentAnswers, sendContentAnswer } from '../cache/contentAnswers.ts';
import { formatMonthYear } from '@courier/domain/formats';
import { localized, type Language } from '@courier/domain/language';
import { contentLanguage } from '../http/requestLanguage.ts';

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
function blogCard(row: PostRow, lang: Language) {
  return { ...blogItem({ ...row, description: '', descriptionAr: '' }, lang) };
}

const newestFirst = [desc(blogPosts.publishedOn), desc(blogPosts.id)] as const;
/** Drafts (unpublished posts) are the back office's only: not listed, not counted, not found. */
const published = eq(blogPosts.published, true);

async function postsWhere(db: Db, where: ReturnType<typeof and>) {
  return db
    .select()
    .from(blogPosts)
    .where(and(published, where))
    .orderBy(...newestFirst);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function blogRoutes(app: FastifyInstance, { db, caches }: AppContext): void {
  // The busiest list: without the long HTML the cards do not show, and the whole answer kept in
  // memory until content changes (cache topic 'content'), one copy per language.
  const {
    description: _description,
    descriptionAr: _descriptionAr,
    ...cardColumns
  } = getTableColumns(blogPosts);
  const allCards = db
    .select(cardColumns)
    .from(blogPosts)
    .where(published)
    .orderBy(...newestFirst)
    .prepare('blog_list');
  const blogList = contentAnswers(caches.bus, 'blog_list', async (lang) => {
    const rows = await allCards.execute();
    return success('Blog list', {
      blog_list: rows.map((row) => blogCard({ ...row, description: '', descriptionAr: '' }, lang)),
    });
  });

  contractRoute(app, 'blog_list', async (_input, request, reply) =>
    sendContentAnswer(reply, await blogList(contentLanguage(request, reply))),
  );

  contractRoute(app, 'blog_by_category', async ({ blog_cat_id }, request, reply) => {
    const lang = contentLanguage(request, reply);
    const [category] = await db
      .select()
      .from(blogCategories)
      .where(eq(blogCategories.publicId, blog_cat_id));
    if (!category) throw notFound('Blog category not found.');
    const rows = await postsWhere(db, eq(blogPosts.categoryId, category.id));
    return success('Blog list', {
      blog_list: rows.map((row) => blogCard(row, lang)),
      category_name: localized(category.name, category.nameAr, lang),
    });
  });

  contractRoute(app, 'blog_by_tag', async ({ blog_tag_id }, request, reply) => {
    const lang = contentLanguage(request, reply);
    const [tag] = await db.select().from(blogTags).where(eq(blogTags.publicId, blog_tag_id));
    if (!tag) throw notFound('Blog tag not found.');
    const tagged = db
      .select({ one: sql`1` })
      .from(blogPostTags)
      .where(and(eq(blogPostTags.postId, blogPosts.id), eq(blogPostTags.tagId, tag.id)));
    const rows = await postsWhere(db, exists(tagged));
    return success('Blog list', {
      blog_list: rows.map((row) => blogCard(row, lang)),
      tag_name: localized(tag.name, tag.nameAr, lang),
    });
  });

  contractRoute(app, 'blog_search', async ({ search_key_word }, request, reply) => {
    const lang = contentLanguage(request, reply);
    const pattern = `%${escapeLike(search_key_word)}%`;
    const rows = await postsWhere(
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
    // An empty result is still a successful search: the page shows no cards.
    return success(rows.length ? 'Blog list' : 'No blog posts match your search.', {
      blog_list: rows.map((row) => blogCard(row, lang)),
    });
  });

  contractRoute(app, 'blog_details', async ({ blog_id }, request, reply) => {
    const lang = contentLanguage(request, reply);
    const [post] = await db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.publicId, blog_id), published));
    if (!post) throw notFound('Blog post not found.');
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
    return success('Blog details', {
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
    });
  });
}
