import { contentImageSrcSet } from '@courier/domain/content/uploads';
import { Link } from 'react-aria-components';
import { contentDir } from '../Bidi/Bidi';
import { useUiWords } from '../i18n/uiWords';
import { entranceClass, entranceStyle } from '../utils/entrance';
import { focusRing } from '../utils/focusRing';

export interface NewsCardProps {
  title: string;
  imageUrl: string;
  /** news-details with this item's encrypt_id. */
  href: string;
  index?: number;
}

export function NewsCard({ title, imageUrl, href, index = 0 }: NewsCardProps) {
  const w = useUiWords();
  return (
    <article
      style={entranceStyle(index)}
      className={`${entranceClass} flex h-full flex-col overflow-hidden rounded-card bg-surface shadow-card`}
    >
      <img
        src={imageUrl}
        srcSet={contentImageSrcSet(imageUrl)}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        alt=""
        // News cards sit below the fold (the home's news slider, the news list under its banner).
        loading="lazy"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 dir={contentDir(title)} className="text-lg font-bold text-navy-800">
          {title}
        </h3>
        <Link
          href={href}
          className={(rp) =>
            focusRing({
              ...rp,
              className: 'mt-auto w-fit text-sm font-semibold text-express-700 underline',
            })
          }
        >
          {/* The title is part of the link text (visually hidden): crawlers read link text, and "Read More" alone says nothing. */}
          {w.cards.readMore}
          <span className="sr-only">: {title}</span>
        </Link>
      </div>
    </article>
  );
}
