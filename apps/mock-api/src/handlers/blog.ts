import type { BlogPost } from '@courier/api-client/endpoints/blog';
import { success } from '@courier/api-client/envelope';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import { blogCategories, type BlogPostRecord } from '../fixtures/blog.ts';
import { refuse, route } from '../route.ts';

const RECENT_POSTS = 3;

/** The wire fields of a post (the record also keeps its category, tags and date). */
function toPost({ categoryId: _c, tagIds: _t, date: _d, ...post }: BlogPostRecord): BlogPost {
  return post;
}

function newestFirst(posts: readonly BlogPostRecord[]): BlogPostRecord[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date));
}

function matches(post: BlogPostRecord, keyword: string): boolean {
  const text =
    `${post.title} ${post.short_description} ${post.description.replace(/<[^>]+>/g, ' ')}`.toLowerCase();
  return keyword
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

export function blogHandlers(db: MockDb): HttpHandler[] {
  const list = (posts: readonly BlogPostRecord[]) =>
    success({ blog_list: newestFirst(posts).map(toPost) });
  return [
    route(db, 'blog_list', () => list(db.blogPosts)),
    route(db, 'blog_by_category', ({ blog_cat_id }) => {
      if (!blogCategories(db.blogPosts).some((c) => c.encrypt_id === blog_cat_id)) {
        return refuse('blog_by_category', 'Category not found.', 404);
      }
      return list(db.blogPosts.filter((post) => post.categoryId === blog_cat_id));
    }),
    route(db, 'blog_by_tag', ({ blog_tag_id }) => {
      if (!db.blogTags.some((t) => t.encrypt_id === blog_tag_id)) {
        return refuse('blog_by_tag', 'Tag not found.', 404);
      }
      return list(db.blogPosts.filter((post) => post.tagIds.includes(blog_tag_id)));
    }),
    route(db, 'blog_search', ({ search_key_word }) =>
      list(db.blogPosts.filter((post) => matches(post, search_key_word))),
    ),
    route(db, 'blog_details', ({ blog_id }) => {
      const post = db.blogPosts.find((p) => p.encrypt_id === blog_id);
      if (!post) return refuse('blog_details', 'Blog post not found.', 404);
      return success({
        blodDetails: toPost(post),
        categoryList: blogCategories(db.blogPosts),
        tagsList: db.blogTags.filter((tag) => post.tagIds.includes(tag.encrypt_id)),
        recentPost: newestFirst(db.blogPosts.filter((p) => p !== post))
          .slice(0, RECENT_POSTS)
          .map(toPost),
        allTags: db.blogTags,
      });
    }),
  ];
}
