import type { BlogPost } from '@courier/api-client/endpoints/blog';
import { BlogPostCard } from './BlogPostCard';
import { EmptyState } from './EmptyState';

export function BlogGrid({ posts, loading, withComments }: { posts: readonly BlogPost[]; loading: boolean; withComments?: boolean }) {
  if (posts.length === 0) return <EmptyState loading={loading} />;
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <BlogPostCard key={post.encrypt_id} post={post} withComments={withComments} />
      ))}
    </div>
  );
}
