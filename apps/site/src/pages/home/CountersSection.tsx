import { HOME_COUNTERS, type HomeCounterKey } from '@courier/domain/constants';
import { useEffect, useRef, useState } from 'react';
import { useCountUp } from './useCountUp';

const labels: Record<HomeCounterKey, string> = {
  offices: 'Offices',
  pickupPoints: 'Pick-up Points',
  countries: 'Countries',
  employees: 'Employees',
};

function Counter({ target, label, start }: { target: number; label: string; start: boolean }) {
  const value = useCountUp(target, start);
  return (
    <div className="text-center">
      <p className="text-4xl font-black text-express-500" aria-hidden="true">
        {value.toLocaleString('en-US')}
      </p>
      <p className="sr-only">
        {target.toLocaleString('en-US')} {label}
      </p>
      <p className="mt-1 font-semibold" aria-hidden="true">
        {label}
      </p>
    </div>
  );
}

/** Network counters animate once the section is fully in view (spec 4). */
export function CountersSection() {
  const ref = useRef<HTMLElement>(null);
  const [start, setStart] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') return setStart(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.intersectionRatio >= 0.99)) {
          setStart(true);
          observer.disconnect();
        }
      },
      { threshold: [0.99] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <section ref={ref} aria-label="Our network" className="bg-navy-900 py-12 text-white">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 md:grid-cols-4">
        {HOME_COUNTERS.map((counter) => (
          <Counter key={counter.key} target={counter.target} label={labels[counter.key]} start={start} />
        ))}
      </div>
    </section>
  );
}
