import { HOME_COUNTERS, type HomeCounterKey } from '@courier/domain/constants';
import { en } from '../i18n/en';
import { useCountUp } from './useCountUp';
import { useFullyInView } from './useFullyInView';

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
  return (
    <div className="flex flex-col items-center gap-1 rounded-card bg-navy-800 p-6 text-white">
      {/* Screen readers get the final figure, not fifty updates. */}
      <span
        aria-hidden="true"
        data-testid={`counter-${label}`}
        className="text-display font-bold tabular-nums"
      >
        {value.toLocaleString('en-US')}
      </span>
      <span className="sr-only">{target.toLocaleString('en-US')}</span>
      <span className="text-sm uppercase tracking-wide text-navy-100">{label}</span>
    </div>
  );
}

const labels: Record<HomeCounterKey, string> = en.counters;

/** The home network counters: they count up from zero once the whole section is in view. */
export function CountersSection({
  counters = HOME_COUNTERS,
}: {
  counters?: readonly { key: HomeCounterKey; target: number }[];
}) {
  const [ref, inView] = useFullyInView<HTMLElement>();
  return (
    <section ref={ref} aria-labelledby="counters-title" className="py-8">
      <h2 id="counters-title" className="mb-4 text-title font-bold text-navy-800">
        {en.counters.title}
      </h2>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {counters.map((counter) => (
          <Counter
            key={counter.key}
            label={labels[counter.key]}
            target={counter.target}
            isRunning={inView}
          />
        ))}
      </div>
    </section>
  );
}
