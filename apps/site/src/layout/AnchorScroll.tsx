import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element named by the URL hash after navigation (spec 2: navigation scrolls to
 * anchors). Lazy pages render a moment later, so it retries for a short while.
 */
export function AnchorScroll() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      tries += 1;
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      if (target || tries > 20) window.clearInterval(timer);
    }, 50);
    return () => window.clearInterval(timer);
  }, [hash, key]);
  return null;
}
