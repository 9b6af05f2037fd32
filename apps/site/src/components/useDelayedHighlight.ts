import { HIGHLIGHT_DELAY_MS } from '@courier/domain/constants';
import { useEffect, useState } from 'react';

/**
 * Sidebar highlight of service-single and news-details (spec 2): the current item (the first
 * when none is chosen) is highlighted after 500 ms; a click highlights the clicked one at once.
 */
export function useDelayedHighlight(initialId: string | undefined) {
  const [highlighted, setHighlighted] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (initialId === undefined) return;
    const timer = window.setTimeout(() => setHighlighted(initialId), HIGHLIGHT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [initialId]);
  return [highlighted, setHighlighted] as const;
}
