import { Link } from 'react-router';
import { useNewsDetails } from '../../api/news';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { HtmlContent } from '../../components/HtmlContent';
import { PageBanner } from '../../components/PageBanner';
import { useDelayedHighlight } from '../../components/useDelayedHighlight';
import { useQueryParam } from '../../components/useQueryParam';

export const newsHref = (id: string) => `/news-details?news_id=${encodeURIComponent(id)}`;

export function Component() {
  const newsId = useQueryParam('news_id');
  const { data, isLoading } = useNewsDetails(newsId);
  const titles = data?.newsTitle ?? [];
  const [highlighted, setHighlighted] = useDelayedHighlight(
    titles.length > 0 ? (titles.find((t) => t.encrypt_id === newsId) ?? titles[0])?.encrypt_id : undefined,
  );
  const article = data?.newsDetails;

  return (
    <>
      <PageBanner title={article?.news_title ?? 'News & Update'} />
      <Container className="grid gap-10 lg:grid-cols-[300px_1fr]">
        <aside aria-labelledby="news-sidebar">
          <h2 id="news-sidebar" className="mb-3 text-lg font-bold">News & Update</h2>
          <ul className="overflow-hidden rounded-card border border-line">
            {titles.map((item) => (
              <li key={item.encrypt_id}>
                <Link
                  to={newsHref(item.encrypt_id)}
                  onClick={() => setHighlighted(item.encrypt_id)}
                  aria-current={highlighted === item.encrypt_id ? 'page' : undefined}
                  className={`block border-b border-line px-4 py-3 last:border-0 ${
                    highlighted === item.encrypt_id ? 'bg-express-600 text-white' : 'hover:bg-navy-50'
                  }`}
                >
                  {item.news_title}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
        <article>
          {article ? (
            <>
              <img src={article.img_url} alt="" className="max-h-96 w-full rounded-card object-cover" />
              <h2 className="mt-6 text-2xl font-bold">{article.news_title}</h2>
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
