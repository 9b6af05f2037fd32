import { useEffect, type RefObject } from 'react';

const GAP = 12;
const PROPERTY = '--toast-top';

/** Where toasts start (the Toaster's offsetTop): below the header, or GAP px before it is measured. */
export const TOAST_TOP = `var(${PROPERTY}, ${GAP}px)`;

/**
 * Keeps toasts from covering the header: just below it while it is on screen, near the top once
 * it has scrolled away. The distance is a CSS custom property on the toaster's own wrapper
 * (`toasts`), not React state: a state change right after hydration re-rendered the layout while
 * its islands were still server HTML, which made React hydrate them all at once in one long task
 * (total blocking time), and every scroll event re-rendered it. Not on <html> either:
 * custom properties are inherited, so setting one there restyled the whole page, once at start-up
 * (70-90 ms in Lighthouse's traces) and again on every scroll event while the header moved away.
 * The ResizeObserver reports the header's first size after the browser's own layout, so
 * measuring forces none.
 */
export function useHeaderClearance(
  header: RefObject<HTMLElement | null>,
  toasts: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const target = toasts.current?.style;
    let last = '';
    const measure = () => {
      const bottom = header.current?.getBoundingClientRect().bottom ?? 0;
      const top = `${Math.max(GAP, Math.round(bottom) + GAP)}px`;
      // Scrolling past the header fires many events with the same answer once it is gone.
      if (top === last) return;
      last = top;
      target?.setProperty(PROPERTY, top);
    };
    const observer = new ResizeObserver(measure);
    if (header.current) observer.observe(header.current);
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      target?.removeProperty(PROPERTY);
    };
  }, [header, toasts]);
}
