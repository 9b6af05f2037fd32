import { useRef, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * A value kept in the browser's storage (localStorage, sessionStorage), read once, for a page the
 * server renders. The server has no storage, so it renders `serverValue` (the page's empty state:
 * heading, text and form are all in the first HTML); hydration starts from the same value (no
 * mismatch), and React renders again with the stored one straight after. A page rendered in the
 * browser (a navigation) reads the storage on its first render.
 *
 * Nothing stored (most visits) reads as `serverValue` itself: React re-renders after hydration
 * only when the snapshot changed, and that re-render is synchronous (one long task on a form).
 *
 * `read` runs once per mounted component: the stored values start a form and never change under it.
 * `serverValue` must keep its identity between renders (a module constant).
 */
export function useStoredOnce<T>(read: () => T, serverValue: T): T {
  const stored = useRef<{ value: T } | null>(null);
  return useSyncExternalStore(
    neverChanges,
    () => (stored.current ??= { value: sameOr(read(), serverValue) }).value,
    () => serverValue,
  );
}

/** `serverValue` when `value` holds the same (plain, JSON-able) data, else `value`. */
function sameOr<T>(value: T, serverValue: T): T {
  return JSON.stringify(value) === JSON.stringify(serverValue) ? serverValue : value;
}
