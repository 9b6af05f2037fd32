import { eq, getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { blogCategories, blogPosts, blogTags } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import type { AppContext } from '../context.ts';
import { contentAnswers, sendContentAnswer } from '../cache/contentAnswers.ts';
import { localized } from '@courier/domain/language';
import {
  blogCard,
  blogDetailsOf,
  findPublishedPost,
  newestFirst,
  postsTagged,
  postsWhere,
  published,
  searchPosts,
} from '../content/blogPosts.ts';
import { contentLanguage } from '../http/requestLanguage.ts';
import { MISSING_MESSAGES } from '../http/requestMessages.ts';

export function blogRoutes(app: FastifyInstance, context: AppContext): void {
  registerBlogListRoutes(app, context);
  registerBlogPostRoutes(app, context.db);
}

/** The cached list of every card. */
function registerBlogListRoutes(app: FastifyInstance, { db, caches }: AppContext): void {
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
}

/** Lists by category, by tag and by search words, and one post's page. */
function registerBlogPostRoutes(app: FastifyInstance, db: Db): void {
  contractRoute(app, 'blog_by_category', async ({ blog_cat_id }, request, reply) => {
    const lang = contentLanguage(request, reply);
    const [category] = await db
      .select()
      .from(blogCategories)
      .where(eq(blogCategories.publicId, blog_cat_id));
    if (!category) throw notFound(MISSING_MESSAGES.blogCategory);
    const rows = await postsWhere(db, eq(blogPosts.categoryId, category.id));
    return success('Blog list', {
      blog_list: rows.map((row) => blogCard(row, lang)),
      category_name: localized(category.name, category.nameAr, lang),
    });
  });

  contractRoute(app, 'blog_by_tag', async ({ blog_tag_id }, request, reply) => {
    const lang = contentLanguage(request, reply);
    const [tag] = await db.select().from(blogTags).where(eq(blogTags.publicId, blog_tag_id));
    if (!tag) throw notFound(MISSING_MESSAGES.blogTag);
    const rows = await postsTagged(db, tag.id);
    return success('Blog list', {
      blog_list: rows.map((row) => blogCard(row, lang)),
      tag_name: localized(tag.name, tag.nameAr, lang),
    });
  });

  contractRoute(app, 'blog_search', async ({ search_key_word }, request, reply) => {
    const lang = contentLanguage(request, reply);
    const rows = await searchPosts(db, search_key_word, lang);
    // An empty result is still a successful search: the page shows no cards.
    return success(rows.length ? 'Blog list' : 'No blog posts match your search.', {
      blog_list: rows.map((row) => blogCard(row, lang)),
    });
  });

  contractRoute(app, 'blog_details', async ({ blog_id }, request, reply) => {
    const lang = contentLanguage(request, reply);
    const post = await findPublishedPost(db, blog_id);
    if (!post) throw notFound(MISSING_MESSAGES.blogPost);
    return success('Blog details', await blogDetailsOf(db, post, lang));
  });
}
