import { formatNumber } from '@courier/domain/formats';
import { contentDir } from '../Bidi/Bidi';
import { useLanguage } from '../i18n/LanguageProvider';
import { useUiWords } from '../i18n/uiWords';
import { useCountUp } from './useCountUp';
import { useFullyInView } from './useFullyInView';

/** One counter of the grid: the back office's figure of kind 'counter'. */
export interface HomeCounter {
  /** Stable name of the figure (offices, pickup_points...). */
  key: string;
  label: string;
  /** The whole number it counts up to. */
  target: number;
}

function Counter({
  label,
  target,
  isRunning,
}: {
  label: string;
  target: number;
  isRunning: boolean;
}) {
  const value = useCountUp(target, isRunning);
  const language = useLanguage();
  return (
    <div className="flex flex-col items-center gap-1 rounded-card bg-navy-800 p-6 text-white">
      {/* Screen readers get the final figure, not fifty updates. */}
      <span
        aria-hidden="true"
        data-testid={`counter-${label}`}
        className="text-display font-bold tabular-nums"
      >
        {formatNumber(value, language)}
      </span>
      <span className="sr-only">{formatNumber(target, language)}</span>
      <span dir={contentDir(label)} className="text-sm uppercase tracking-wide text-navy-100">
        {label}
      </span>
    </div>
  );
}

/**
 * The home network counters, as staff set them: they count up from zero once the whole section
 * is in view. Nothing shows without counters (none published, or the page's data missing).
 */
export function CountersSection({ counters }: { counters: readonly HomeCounter[] }) {
  return counters.length > 0 ? <Counters counters={counters} /> : null;
}

/** Mounted with its counters, so the visibility watch starts on the section itself. */
function Counters({ counters }: { counters: readonly HomeCounter[] }) {
  const w = useUiWords();
  const [ref, inView] = useFullyInView<HTMLElement>();
  return (
    // data-formats: the site's entry loads Intl's locale data before a page holding this hydrates.
    <section ref={ref} aria-labelledby="counters-title" data-formats="" className="py-8">
      <h2 id="counters-title" className="mb-4 text-title font-bold text-navy-800">
        {w.counters.title}
      </h2>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {counters.map((counter) => (
          <Counter
            key={counter.key}
            label={counter.label}
            target={counter.target}
            isRunning={inView}
          />
        ))}
      </div>
    </section>
  );
}
