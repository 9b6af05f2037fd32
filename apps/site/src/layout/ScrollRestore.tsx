import { useContext, useLayoutEffect } from 'react';
import { ScrollRestoration, UNSAFE_DataRouterStateContext, useLocation } from 'react-router';

/** sessionStorage entry of react-router's saved positions (a map of history entry key -> y). */
const SCROLL_POSITIONS_KEY = 'courier-scroll-positions';

/**
 * How long a restored position is held while the page's content arrives (its data, its lazy
 * parts, its fonts), unless the visitor scrolls first.
 */
const SETTLE_MS = 5000;

/** What the visitor does to scroll: any of these ends the hold. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * react-router names the first history entry of every document 'default', so the position saved
 * for one page loaded in full (a reload, a link opened before the page was interactive) was read
 * back for the next page loaded in full: a post opened scrolled, and back on the list the post's
 * position came back instead of the list's. Each entry gets a key of its own, before the router
 * reads it.
 */
export function keyHistoryEntry(): void {
  const state: unknown = window.history.state;
  const current = state !== null && typeof state === 'object' ? state : {};
  if ('key' in current && typeof current.key === 'string' && current.key) return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ ...current, key }, '');
}

/** A back, forward or reload of the whole document: the entry's saved position applies. */
function documentRevisited(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'back_forward' || entry?.type === 'reload';
}

function savedPosition(key: string): number | null {
  try {
    const positions = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    const y = positions[key];
    return typeof y === 'number' ? y : null;
  } catch {
    return null;
  }
}

/**
 * Scrolls to `y` and keeps it there while the page grows: a page shorter than `y` when it is
 * restored (its list still loading) would otherwise stop at its own bottom.
 */
function holdScroll(y: number): () => void {
  const place = () => {
    if (Math.abs(window.scrollY - y) > 1) window.scrollTo(0, y);
  };
  // Before the browser paints the grown page: no frame at the wrong place.
  const observer = new ResizeObserver(place);
  observer.observe(document.body);
  const timer = window.setTimeout(stop, SETTLE_MS);
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  }
  place();
  return stop;
}

/** The entry the document was loaded on: only its page may take a position from storage. */
let documentEntry: string | undefined;

/**
 * react-router's scroll restoration (spec 2: navigation restores scroll position): a new page
 * starts at the top, back and forward return to where the visitor was. Its position is restored
 * once, as the page renders; here it is also held until the page is long enough to show it,
 * and a document loaded again by back, forward or reload gets its page's own position.
 */
export function ScrollRestore() {
  const { key } = useLocation();
  const restore = useContext(UNSAFE_DataRouterStateContext)?.restoreScrollPosition;
  useLayoutEffect(() => {
    documentEntry ??= key;
    const revisited = key === documentEntry && documentRevisited();
    const y = typeof restore === 'number' ? restore : revisited ? savedPosition(key) : null;
    if (y === null || y === 0) return;
    return holdScroll(y);
  }, [key, restore]);
  return <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />;
}
