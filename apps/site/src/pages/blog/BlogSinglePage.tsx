import { contentDir } from '@courier/ui/Bidi';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useBlogDetails } from '../../api/blog';
import { blogSingleHref } from '../../components/BlogGrid';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { HtmlContent } from '../../components/HtmlContent';
import { PageBanner } from '../../components/PageBanner';
import { PostDateLine } from '../../components/PostDateLine';
import { useQueryParam } from '../../components/useQueryParam';
import { useSiteWords } from '../../i18n/siteWords';
import { applyMeta } from '../../seo/applyMeta';
import { routeMetaOf } from '../../seo/routeMeta';

const tagHref = (id: string) => `/blog-by-tag?blog_tag_id=${encodeURIComponent(id)}`;
const categoryHref = (id: string) => `/blog-by-category?blog_cat_id=${encodeURIComponent(id)}`;

function BlogSearchBox() {
  const w = useSiteWords();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (keyword.trim())
      void navigate(`/blog-search?search_key_word=${encodeURIComponent(keyword.trim())}`);
  };
  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <label htmlFor="blog-search" className="sr-only">
        {w.buttons.search}
      </label>
      <input
        id="blog-search"
        type="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        className="w-full rounded-field border border-line px-3 py-2"
        placeholder={w.buttons.search}
      />
      <button type="submit" className="rounded-field bg-navy-800 px-4 text-white">
        {w.buttons.search}
      </button>
    </form>
  );
}

export function Component() {
  const w = useSiteWords();
  const blogId = useQueryParam('blog_id');
  const { data, isLoading } = useBlogDetails(blogId);
  const post = data?.blodDetails;

  useEffect(() => {
    // The route's meta in the page's language, the post's own title and summary in front.
    const base = routeMetaOf(w.meta, 'blog-single');
    if (post)
      applyMeta({
        ...base,
        title: `${post.title} | ${base.title}`,
        description: post.short_description || base.description,
      });
  }, [post, w]);

  return (
    <>
      <PageBanner title={w.blog.blog} contentTitle={post?.title} />
      <Container className="grid gap-10 lg:grid-cols-[1fr_320px]">
        <article>
          {post ? (
            <>
              <img src={post.img_url} alt="" className="w-full rounded-card object-cover" />
              <PostDateLine
                date={post.blog_date}
                monthYear={post.blog_month_year}
                author={post.author}
              />
              <h2 dir={contentDir(post.title)} className="mt-2 text-2xl font-bold">
                {post.title}
              </h2>
              <HtmlContent html={post.description} className="mt-4" />
              {data.tagsList.length > 0 ? (
                <ul className="mt-6 flex flex-wrap gap-2" aria-label={w.aria.tags}>
                  {data.tagsList.map((tag) => (
                    <li key={tag.encrypt_id}>
                      <Link
                        to={tagHref(tag.encrypt_id)}
                        className="rounded-full bg-navy-50 px-3 py-1 text-sm hover:bg-navy-100"
                        dir={contentDir(tag.tag_name)}
                      >
                        {tag.tag_name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : (
            <EmptyState loading={isLoading} />
          )}
        </article>
        <aside className="space-y-8">
          <BlogSearchBox />
          <section aria-labelledby="recent-posts">
            <h2 id="recent-posts" className="mb-3 text-lg font-bold">
              {w.blog.recentPosts}
            </h2>
            <ul className="space-y-3">
              {(data?.recentPost ?? []).map((recent) => (
                <li key={recent.encrypt_id} className="flex gap-3">
                  <img src={recent.img_url} alt="" className="size-14 rounded object-cover" />
                  <Link
                    to={blogSingleHref(recent.encrypt_id)}
                    className="font-medium hover:text-express-600"
                    dir={contentDir(recent.title)}
                  >
                    {recent.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="categories">
            <h2 id="categories" className="mb-3 text-lg font-bold">
              {w.blog.categories}
            </h2>
            <ul className="space-y-2">
              {(data?.categoryList ?? []).map((category) => (
                <li key={category.encrypt_id}>
                  <Link
                    to={categoryHref(category.encrypt_id)}
                    className="flex justify-between hover:text-express-600"
                  >
                    <span dir={contentDir(category.category_name)}>{category.category_name}</span>
                    <span>({category.blog_count})</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="tags">
            <h2 id="tags" className="mb-3 text-lg font-bold">
              {w.blog.tags}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {(data?.allTags ?? []).map((tag) => (
                <li key={tag.encrypt_id}>
                  <Link
                    to={tagHref(tag.encrypt_id)}
                    className="rounded-full border border-line px-3 py-1 text-sm hover:bg-navy-50"
                    dir={contentDir(tag.tag_name)}
                  >
                    {tag.tag_name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </Container>
    </>
  );
}
