import { useEffect, type RefObject } from 'react';

const GAP = 12;
const PROPERTY = '--toast-top';

/** Where toasts start (the Toaster's offsetTop): below the header, or GAP px before it is measured. */
export const TOAST_TOP = `var(${PROPERTY}, ${GAP}px)`;

/**
 * Keeps toasts from covering the header: just below it while it is on screen, near the top once
 * it has scrolled away. The distance is a CSS custom property on <html>, not React state: a state
 * change right after hydration re-rendered the layout while its islands were still server HTML,
 * which made React hydrate them all at once in one long task (issue 11, total blocking time), and
 * every scroll event re-rendered it. The ResizeObserver reports the header's first size after the
 * browser's own layout, so measuring forces none.
 */
export function useHeaderClearance(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = document.documentElement.style;
    const measure = () => {
      const bottom = header.current?.getBoundingClientRect().bottom ?? 0;
      root.setProperty(PROPERTY, `${Math.max(GAP, Math.round(bottom) + GAP)}px`);
    };
    const observer = new ResizeObserver(measure);
    if (header.current) observer.observe(header.current);
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      root.removeProperty(PROPERTY);
    };
  }, [header]);
}
