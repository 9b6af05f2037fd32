import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, exists, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { endpoints } from '@courier/api-client/endpoints';
import { blogCategories, blogPosts, blogPostTags, blogTags } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { cleanHtml } from '../http/sanitize.ts';
import type { AppContext } from '../context.ts';
import { cachedValue } from '../cache/cachedValue.ts';

type PostRow = typeof blogPosts.$inferSelect;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** blog_date is the day of the month and blog_month_year e.g. 'Mar 2026', as the cards show them. */
export function blogItem(row: PostRow) {
  const [year, month, day] = row.publishedOn.split('-');
  return {
    encrypt_id: row.publicId,
    title: row.title,
    img_url: row.imageUrl,
    blog_date: day ?? '',
    blog_month_year: `${MONTHS[Number(month) - 1] ?? ''} ${year ?? ''}`.trim(),
    published_on: row.publishedOn,
    author: row.author,
    description: cleanHtml(row.description),
    short_description: row.shortDescription,
  };
}

/** Lists leave the long HTML out: cards show the short description only. */
function blogCard(row: PostRow) {
  return { ...blogItem({ ...row, description: '' }) };
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
  // memory until content changes (cache topic 'content').
  const { description: _description, ...cardColumns } = getTableColumns(blogPosts);
  const allCards = db
    .select(cardColumns)
    .from(blogPosts)
    .where(published)
    .orderBy(...newestFirst)
    .prepare('blog_list');
  // Kept as the text the contract's serializer wrote (checked once per load, not per request),
  // with its ETag: a hit sends bytes, and a revalidation compares one header.
  const serialize = serializerCompiler({
    schema: endpoints.blog_list.success,
    method: 'GET',
    url: '/api/website/blog_list',
  });
  const blogList = cachedValue(caches.bus, ['content'], async () => {
    const rows = await allCards.execute();
    const json = serialize(
      success('Blog list', {
        blog_list: rows.map((row) => blogCard({ ...row, description: '' })),
      }),
    );
    return { json, etag: `"${createHash('sha1').update(json).digest('base64')}"` };
  });

  contractRoute(app, 'blog_list', async (_input, _request, reply) => {
    const { json, etag } = await blogList.get();
    return reply.type('application/json; charset=utf-8').header('etag', etag).send(json);
  });

  contractRoute(app, 'blog_by_category', async ({ blog_cat_id }) => {
    const [category] = await db
      .select()
      .from(blogCategories)
      .where(eq(blogCategories.publicId, blog_cat_id));
    if (!category) throw notFound('Blog category not found.');
    const rows = await postsWhere(db, eq(blogPosts.categoryId, category.id));
    return success('Blog list', { blog_list: rows.map(blogCard), category_name: category.name });
  });

  contractRoute(app, 'blog_by_tag', async ({ blog_tag_id }) => {
    const [tag] = await db.select().from(blogTags).where(eq(blogTags.publicId, blog_tag_id));
    if (!tag) throw notFound('Blog tag not found.');
    const tagged = db
      .select({ one: sql`1` })
      .from(blogPostTags)
      .where(and(eq(blogPostTags.postId, blogPosts.id), eq(blogPostTags.tagId, tag.id)));
    const rows = await postsWhere(db, exists(tagged));
    return success('Blog list', { blog_list: rows.map(blogCard), tag_name: tag.name });
  });

  contractRoute(app, 'blog_search', async ({ search_key_word }) => {
    const pattern = `%${escapeLike(search_key_word)}%`;
    const rows = await postsWhere(
      db,
      or(
        ilike(blogPosts.title, pattern),
        ilike(blogPosts.shortDescription, pattern),
        ilike(blogPosts.description, pattern),
        ilike(blogPosts.author, pattern),
      ),
    );
    // An empty result is still a successful search: the page shows no cards.
    return success(rows.length ? 'Blog list' : 'No blog posts match your search.', {
      blog_list: rows.map(blogCard),
    });
  });

  contractRoute(app, 'blog_details', async ({ blog_id }) => {
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
          blog_count: count(blogPosts.id),
        })
        .from(blogCategories)
        .leftJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), published))
        .groupBy(blogCategories.id)
        // The staff's positions; categories never placed keep their old order, by name.
        .orderBy(asc(blogCategories.sortOrder), asc(blogCategories.name)),
      db
        .select({ encrypt_id: blogTags.publicId, tag_name: blogTags.name })
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
        .select({ encrypt_id: blogTags.publicId, tag_name: blogTags.name })
        .from(blogTags)
        .orderBy(asc(blogTags.name)),
    ]);
    return success('Blog details', {
      blodDetails: blogItem(post),
      categoryList,
      tagsList,
      recentPost: recent
        .filter((r) => r.id !== post.id)
        .slice(0, 3)
        .map(blogCard),
      allTags,
    });
  });
}
