import type { BlogPost } from '@courier/api-client/endpoints/blog';
import { Link } from 'react-router';
import { en } from '../i18n/en';

export const blogSingleHref = (id: string) => `/blog-single?blog_id=${encodeURIComponent(id)}`;

/** One post of a blog grid; `withComments` adds the fixed '3 comments' label (spec 2). */
export function BlogPostCard({ post, withComments = false }: { post: BlogPost; withComments?: boolean }) {
  return (
    <article className="overflow-hidden rounded-card bg-white shadow-card">
      <div className="relative">
        <img src={post.img_url} alt="" className="h-52 w-full object-cover" loading="lazy" />
        <p className="absolute start-3 top-3 rounded bg-express-600 px-3 py-1 text-center text-white">
          <span className="block text-xl font-bold">{post.blog_date}</span>
          <span className="block text-xs">{post.blog_month_year}</span>
        </p>
      </div>
      <div className="p-5">
        <h2 className="text-lg font-bold">
          <Link to={blogSingleHref(post.encrypt_id)} className="hover:text-express-600">
            {post.title}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {post.author}
          {withComments ? <span> · {en.common.threeComments}</span> : null}
        </p>
        <p className="mt-3 text-sm">{post.short_description}</p>
        <Link to={blogSingleHref(post.encrypt_id)} className="mt-4 inline-block font-semibold text-express-600 hover:underline">
          {en.buttons.readMore}
          <span className="sr-only">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
