import { contentDir } from '@courier/ui/Bidi';
import { NewsSidebar } from '@courier/ui/NewsSidebar';
import { useNewsDetails } from '../../api/news';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { HtmlContent } from '../../components/HtmlContent';
import { NotFound } from '../../components/NotFound';
import { PageBanner } from '../../components/PageBanner';
import { useQueryParam } from '../../components/useQueryParam';
import { useSiteWords } from '../../i18n/siteWords';

export const newsHref = (id: string) => `/news-details?news_id=${encodeURIComponent(id)}`;

export function Component() {
  const w = useSiteWords();
  const newsId = useQueryParam('news_id');
  const { data, error, isLoading } = useNewsDetails(newsId);
  const titles = data?.newsTitle ?? [];
  const article = data?.newsDetails;
  // An item that does not exist, or was unpublished in the back office, is a page that does not
  // exist (as career-details does).
  const unknown =
    error &&
    (error.kind === 'invalid-request' ||
      (error.kind === 'rejected' && (error.status === 404 || error.status === 400)));
  if (unknown) return <NotFound />;

  return (
    <>
      <PageBanner title={w.pages.news} contentTitle={article?.news_title} />
      <Container className="grid gap-10 lg:grid-cols-[300px_1fr]">
        <aside>
          <NewsSidebar
            currentId={newsId}
            news={titles.map((item) => ({
              id: item.encrypt_id,
              title: item.news_title,
              href: newsHref(item.encrypt_id),
            }))}
          />
        </aside>
        <article>
          {article ? (
            <>
              <img
                src={article.img_url}
                alt=""
                className="max-h-96 w-full rounded-card object-cover"
              />
              <h2 dir={contentDir(article.news_title)} className="mt-6 text-2xl font-bold">
                {article.news_title}
              </h2>
              <HtmlContent html={article.news_content} className="mt-4" />
            </>
          ) : (
            <EmptyState loading={isLoading} />
          )}
        </article>
      </Container>
    </>
  );
}
