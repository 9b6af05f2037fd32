import { isProfileUrl } from '@courier/domain/content/socialProfile';
import { contentImageSrcSet } from '@courier/domain/content/uploads';
import { Link } from 'react-aria-components';
import { contentDir, Isolate } from '../Bidi/Bidi';
import { useUiWords } from '../i18n/uiWords';
import { entranceClass, entranceStyle } from '../utils/entrance';
import { focusRing } from '../utils/focusRing';

export interface TeamCardProps {
  name: string;
  designation: string;
  imageUrl: string;
  /** member-details for this member. */
  href: string;
  social?: { facebook?: string; twitter?: string; googlePlus?: string };
  index?: number;
}

const linkClass = (rp: { isFocusVisible: boolean }) =>
  focusRing({
    ...rp,
    className: 'rounded px-2 py-1 text-xs font-semibold text-navy-700 underline',
  });

export function TeamCard({
  name,
  designation,
  imageUrl,
  href,
  social = {},
  index = 0,
}: TeamCardProps) {
  const w = useUiWords();
  const all: { label: string; url?: string }[] = [
    { label: w.cards.facebook, url: social.facebook },
    { label: w.cards.twitter, url: social.twitter },
    { label: w.cards.googlePlus, url: social.googlePlus },
  ];
  // Only the profiles the member has: no link for an empty value or a network's home page.
  const networks = all.filter((n): n is { label: string; url: string } => isProfileUrl(n.url));
  return (
    <article
      style={entranceStyle(index)}
      className={`${entranceClass} group relative flex flex-col overflow-hidden rounded-card bg-surface shadow-card transition-shadow hover:shadow-lg`}
    >
      <img
        src={imageUrl}
        srcSet={contentImageSrcSet(imageUrl)}
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        alt=""
        loading="lazy"
        className="aspect-square w-full object-cover"
      />
      <div className="flex flex-col gap-1 p-4">
        {/* h2: the cards list the team page under its h1 (axe heading-order). */}
        <h2 className="text-lg font-bold text-navy-800">
          {/* One link per card; its ::after covers the whole card, so photo and name both open it. */}
          <Link
            href={href}
            className={(rp) =>
              focusRing({
                ...rp,
                className: 'group-hover:underline after:absolute after:inset-0 after:content-[""]',
              })
            }
          >
            {/* A name reads in its own script; the heading keeps the page's alignment. */}
            <Isolate>{name}</Isolate>
          </Link>
        </h2>
        <p dir={contentDir(designation)} className="text-sm text-ink-muted">
          {designation}
        </p>
        {networks.length > 0 && (
          <ul className="relative z-10 mt-2 flex flex-wrap gap-1">
            {networks.map((n) => (
              <li key={n.label}>
                <Link
                  href={n.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={w.cards.socialOf({ network: n.label, name })}
                  className={linkClass}
                >
                  {n.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
