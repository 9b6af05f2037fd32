import { orEmpty } from '../emptyValue/emptyValue';
import { Link } from 'react-aria-components';
import { contentDir } from '../Bidi/Bidi';
import { buttonStyles } from '../Button/Button';
import { useUiWords } from '../i18n/uiWords';
import { entranceClass, entranceStyle } from '../utils/entrance';

export interface CareerCardProps {
  title: string;
  /** 'skils' in the API (spelled so). */
  skills: string;
  experience: string;
  /** career-details with this opening's encrypt_id. */
  href: string;
  index?: number;
}

export function CareerCard({ title, skills, experience, href, index = 0 }: CareerCardProps) {
  const w = useUiWords();
  return (
    <article
      style={entranceStyle(index)}
      className={`${entranceClass} flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card`}
    >
      {/* h2: the cards list the careers page under its h1 (axe heading-order). */}
      <h2 dir={contentDir(title)} className="text-lg font-bold text-navy-800">
        {title}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold text-ink">{w.cards.skills}</dt>
        <dd dir={contentDir(skills)} className="text-ink-muted">
          {orEmpty(skills)}
        </dd>
        <dt className="font-semibold text-ink">{w.cards.experience}</dt>
        <dd dir={contentDir(experience)} className="text-ink-muted">
          {orEmpty(experience)}
        </dd>
      </dl>
      <Link
        href={href}
        aria-label={`${w.cards.applyNow}: ${title}`}
        className={(rp) => buttonStyles({ ...rp, className: 'w-fit' })}
      >
        {w.cards.applyNow}
      </Link>
    </article>
  );
}
