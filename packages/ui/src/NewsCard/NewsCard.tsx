import { contentImageSrcSet } from '@courier/domain/content/uploads';
import { contentDir } from '../Bidi/Bidi';
import { entranceClass, entranceStyle } from '../utils/entrance';
import { ReadMoreLink } from '../utils/ReadMoreLink';

export interface NewsCardProps {
  title: string;
  imageUrl: string;
  /** news-details with this item's encrypt_id. */
  href: string;
  index?: number;
}

export function NewsCard({ title, imageUrl, href, index = 0 }: NewsCardProps) {
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
        <ReadMoreLink href={href} title={title} />
      </div>
    </article>
  );
}
