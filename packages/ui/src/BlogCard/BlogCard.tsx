import { contentImageSrcSet } from '@courier/domain/content/uploads';
import { contentDir, Isolate } from '../Bidi/Bidi';
import { useUiWords } from '../i18n/uiWords';
import { entranceClass, entranceStyle } from '../utils/entrance';
import { ReadMoreLink } from '../utils/ReadMoreLink';

export interface BlogCardProps {
  title: string;
  imageUrl: string;
  /** blog_date, e.g. '12' */
  date: string;
  /** blog_month_year, e.g. 'Mar 2026' */
  monthYear: string;
  author: string;
  shortDescription: string;
  /** blog-single for this post. */
  href: string;
  /**
   * The comment label ('3 comments', worded by the catalogue's plural message); none when absent
   * or 0. The site's category, tag and search grids give the spec's fixed count.
   */
  commentCount?: number;
  index?: number;
  /**
   * The card is in the page's first paint (the grid's first row): it shows at once instead of
   * entering (an element at opacity 0 is no largest contentful paint until its animation has run)
   * and the first card's picture is fetched with high priority; the others load lazily.
   */
  inFirstPaint?: boolean;
}

export function BlogCard({
  title,
  imageUrl,
  date,
  monthYear,
  author,
  shortDescription,
  href,
  commentCount = 0,
  index = 0,
  inFirstPaint = false,
}: BlogCardProps) {
  const w = useUiWords();
  return (
    <article
      style={inFirstPaint ? undefined : entranceStyle(index)}
      className={`${inFirstPaint ? '' : entranceClass} flex flex-col overflow-hidden rounded-card bg-surface shadow-card`}
    >
      <div className="relative">
        <img
          src={imageUrl}
          srcSet={contentImageSrcSet(imageUrl)}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt=""
          fetchPriority={inFirstPaint && index === 0 ? 'high' : undefined}
          loading={inFirstPaint ? undefined : 'lazy'}
          className="aspect-video w-full object-cover"
        />
        <p className="absolute start-3 top-3 flex flex-col items-center rounded-field bg-express-600 px-3 py-1 text-white">
          <span className="text-xl font-bold leading-none">{date}</span>
          <span className="text-xs">{monthYear}</span>
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap gap-3 text-xs text-ink-muted">
          <span>
            {w.cards.by} <Isolate>{author}</Isolate>
          </span>
          {commentCount > 0 && <span>{w.cards.comments({ count: commentCount })}</span>}
        </p>
        <h3 dir={contentDir(title)} className="text-lg font-bold text-navy-800">
          {title}
        </h3>
        <p dir={contentDir(shortDescription)} className="line-clamp-3 text-sm text-ink-muted">
          {shortDescription}
        </p>
        <ReadMoreLink href={href} title={title} />
      </div>
    </article>
  );
}
