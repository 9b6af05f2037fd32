import { useEffect, useRef } from 'react';

/**
 * A view that replaces a form (a booking's result) takes the focus on its heading: keyboard and
 * screen-reader users land on it, and the page scrolls to it instead of staying down where the
 * submit button was. An open dialog (the customer's confirmation) keeps the focus; the page
 * still scrolls.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (document.activeElement?.closest('[role="dialog"]')) element.scrollIntoView();
    else element.focus();
  }, []);
  return ref;
}
