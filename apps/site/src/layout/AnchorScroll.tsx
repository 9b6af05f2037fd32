import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long the anchor is held in place while lazy pages and their data arrive. */
const SETTLE_MS = 3000;
const POLL_MS = 100;

/**
 * Only the anchor scroll is smooth (not the whole page: see styles.css), and not for visitors who
 * ask for less motion.
 */
const behavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * Scrolls to the element named by the URL hash (spec 2: navigation scrolls to anchors), on the
 * first load as well as after in-app navigation. A page renders lazily and its sections (services,
 * news) arrive later and push the anchor down, so the anchor is re-aligned until the layout
 * settles, unless the visitor starts scrolling first.
 */
export function AnchorScroll() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const stopAt = Date.now() + SETTLE_MS;
    const stop = () => {
      window.clearInterval(timer);
      for (const type of userScrollEvents) window.removeEventListener(type, stop);
    };
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      if (target) {
        const offset =
          target.getBoundingClientRect().top -
          parseFloat(getComputedStyle(target).scrollMarginTop || '0');
        if (Math.abs(offset) > 2) target.scrollIntoView({ block: 'start', behavior: behavior() });
      }
      if (Date.now() > stopAt) stop();
    }, POLL_MS);
    const userScrollEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const type of userScrollEvents) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [hash, key]);
  return null;
}
