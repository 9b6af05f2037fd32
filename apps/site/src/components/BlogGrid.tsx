import type { BlogPost } from '@courier/api-client/endpoints/blog';
import { BLOG_GRID_COMMENT_COUNT } from '@courier/domain/constants';
import { BlogCard } from '@courier/ui/BlogCard';
import { useSiteWords } from '../i18n/siteWords';
import { EmptyState } from './EmptyState';

/** Cards in the grid's first row on a wide screen (lg:grid-cols-3). */
const FIRST_ROW = 3;

export const blogSingleHref = (id: string) => `/blog-single?blog_id=${encodeURIComponent(id)}`;

/**
 * A grid of posts. `withCommentLabel`: each card carries the spec's fixed label '3 comments'
 * (spec 2, Blog: the category, tag and search grids; the Blog Grid has none). `emptyText` says
 * what an empty list means. A hidden
 * 'Posts' heading sits between the page's h1 and the cards' h3 (axe heading-order), on every
 * page that lists posts (blog, category, tag, search).
 */
export function BlogGrid({
  posts,
  loading,
  emptyText,
  withCommentLabel = false,
}: {
  posts: readonly BlogPost[];
  loading: boolean;
  emptyText?: string;
  withCommentLabel?: boolean;
}) {
  const w = useSiteWords();
  return (
    <>
      <h2 className="sr-only">{w.blog.posts}</h2>
      {posts.length === 0 ? (
        <EmptyState loading={loading} text={emptyText} />
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <BlogCard
              key={post.encrypt_id}
              title={post.title}
              imageUrl={post.img_url}
              date={post.blog_date}
              monthYear={post.blog_month_year}
              author={post.author}
              shortDescription={post.short_description}
              href={blogSingleHref(post.encrypt_id)}
              commentCount={withCommentLabel ? BLOG_GRID_COMMENT_COUNT : undefined}
              index={index}
              // The first row (three cards wide) is the first paint and its LCP: no entrance.
              inFirstPaint={index < FIRST_ROW}
            />
          ))}
        </div>
      )}
    </>
  );
}
