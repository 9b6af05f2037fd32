import { contentImageSrcSet } from '@courier/domain/content/uploads';
import { createElement } from 'react';
import { contentDir } from '../Bidi/Bidi';
import { Link } from 'react-aria-components';
import { entranceClass, entranceStyle } from '../utils/entrance';
import { focusRing } from '../utils/focusRing';
import { serviceIconFor } from './serviceIcon';

export interface ServiceCardProps {
  name: string;
  imageUrl: string;
  /** Kept for the wire shape; the card draws an icon from the service's name (lucide). */
  iconUrl?: string;
  /** service-single for this service. */
  href: string;
  index?: number;
  /**
   * The card is in the page's first paint (the first row of the services grid): it shows at once
   * instead of entering (an element at opacity 0 is no largest contentful paint until the
   * animation has run), and the first card's picture is fetched with high priority. The others'
   * pictures load lazily: they are below the fold on a phone, and an eager picture is fetched (and,
   * as SVG, parsed) before the first paint, holding it up on a slow network.
   */
  inFirstPaint?: boolean;
}

/** A service in the grid: background image, icon and name; the whole card is the link. */
export function ServiceCard({
  name,
  imageUrl,
  href,
  index = 0,
  inFirstPaint = false,
}: ServiceCardProps) {
  return (
    <Link
      href={href}
      style={inFirstPaint ? undefined : entranceStyle(index)}
      className={(rp) =>
        focusRing({
          ...rp,
          className: `${inFirstPaint ? '' : entranceClass} group relative flex min-h-56 flex-col justify-end overflow-hidden rounded-card bg-navy-900 bg-cover bg-center p-5 text-white shadow-card`,
        })
      }
    >
      <img
        src={imageUrl}
        srcSet={contentImageSrcSet(imageUrl)}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        alt=""
        fetchPriority={inFirstPaint && index === 0 ? 'high' : undefined}
        loading={inFirstPaint ? undefined : 'lazy'}
        className="absolute inset-0 size-full object-cover opacity-50 transition-transform group-hover:scale-105"
      />
      <span className="relative flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-express-600 text-white shadow-card">
          {createElement(serviceIconFor(name), {
            'aria-hidden': true,
            className: 'size-6',
            strokeWidth: 2,
          })}
        </span>
        <span dir={contentDir(name)} className="text-lg font-bold">
          {name}
        </span>
      </span>
    </Link>
  );
}
