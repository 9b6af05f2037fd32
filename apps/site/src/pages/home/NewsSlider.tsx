import { useState } from 'react';
import { Link } from 'react-router';
import { useNewsList } from '../../api/news';
import { en } from '../../i18n/en';
import { useItemsPerView } from './useItemsPerView';

const newsHref = (id: string) => `/news-details?news_id=${encodeURIComponent(id)}`;
const plain = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/** News & Update slider with previous and next buttons. */
export function NewsSlider() {
  const { list } = useNewsList();
  const perView = useItemsPerView();
  const [start, setStart] = useState(0);
  if (list.length === 0) return null;
  const maxStart = Math.max(0, list.length - perView);
  const first = Math.min(start, maxStart);
  const visible = list.slice(first, first + perView);
  return (
    <section aria-labelledby="news-title" className="mx-auto max-w-7xl px-4 py-16">
      <div className="flex items-end justify-between">
        <h2 id="news-title" className="text-3xl font-bold">News & Update</h2>
        <div className="flex gap-2">
          <button type="button" onClick={() => setStart(Math.max(0, first - 1))} disabled={first === 0} className="rounded-full border border-navy-700 px-4 py-2 disabled:opacity-40">
            {en.buttons.previous}
          </button>
          <button type="button" onClick={() => setStart(Math.min(maxStart, first + 1))} disabled={first >= maxStart} className="rounded-full border border-navy-700 px-4 py-2 disabled:opacity-40">
            {en.buttons.next}
          </button>
        </div>
      </div>
      <ul className="mt-6 grid gap-6" style={{ gridTemplateColumns: `repeat(${perView}, minmax(0, 1fr))` }} aria-live="polite">
        {visible.map((news) => (
          <li key={news.encrypt_id} className="overflow-hidden rounded-card bg-white shadow-card">
            <img src={news.img_url} alt="" className="h-48 w-full object-cover" loading="lazy" />
            <div className="p-5">
              <h3 className="text-lg font-bold">
                <Link to={newsHref(news.encrypt_id)} className="hover:text-express-600">
                  {news.news_title}
                </Link>
              </h3>
              <p className="mt-2 line-clamp-3 text-sm text-ink-muted">{plain(news.news_content)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
