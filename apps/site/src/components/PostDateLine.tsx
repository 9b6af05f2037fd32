import { Isolate } from '@courier/ui/Bidi';

/**
 * A post's date and author: '12 Mar 2026 · Sara Al-Mutairi'. The date and the author are each
 * isolated, so in an Arabic line neither borrows the other's direction: an English name or month
 * next to the date's digits would otherwise pull them into one left-to-right run and put the day
 * after the author ('Nov 2026 · Sara Al-Mutairi 02').
 */
export function PostDateLine({
  date,
  monthYear,
  author,
}: {
  /** blog_date, e.g. '12' */
  date: string;
  /** blog_month_year, in the page's language ('Mar 2026', 'مارس 2026') */
  monthYear: string;
  author: string;
}) {
  return (
    <p className="mt-4 text-sm text-ink-muted">
      <bdi>
        <span className="font-bold text-express-600">{date}</span> {monthYear}
      </bdi>{' '}
      · <Isolate>{author}</Isolate>
    </p>
  );
}
