import { Link } from 'react-aria-components';
import { useUiWords } from '../i18n/uiWords';
import { focusRing } from './focusRing';

/**
 * A card's "Read More" link, at the foot of the card. The card's title is part of the link text
 * (visually hidden): crawlers read link text, and "Read More" alone says nothing.
 */
export function ReadMoreLink({ href, title }: { href: string; title: string }) {
  const w = useUiWords();
  return (
    <Link
      href={href}
      className={(rp) =>
        focusRing({
          ...rp,
          className: 'mt-auto w-fit text-sm font-semibold text-express-700 underline',
        })
      }
    >
      {w.cards.readMore}
      <span className="sr-only">: {title}</span>
    </Link>
  );
}
