import { useEffect, useState, type RefObject } from 'react';

const GAP = 12;

/**
 * Where toasts may start so they never cover the header: just below it while it is on screen,
 * near the top once it has scrolled away.
 */
export function useHeaderClearance(header: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(GAP);
  useEffect(() => {
    const measure = () => {
      const bottom = header.current?.getBoundingClientRect().bottom ?? 0;
      setTop(Math.max(GAP, Math.round(bottom) + GAP));
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (header.current) observer.observe(header.current);
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [header]);
  return top;
}
