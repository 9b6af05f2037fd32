import { useEffect, useState } from 'react';
import { HIGHLIGHT_DELAY_MS } from '@courier/domain/constants';

/** The sidebars' rule: the first item is highlighted after 500 ms; a clicked item is highlighted. */
export function useDelayedHighlight(firstId: string | undefined) {
  const [highlighted, setHighlighted] = useState<string>();
  useEffect(() => {
    if (firstId === undefined) return;
    const timer = setTimeout(
      () => setHighlighted((current) => current ?? firstId),
      HIGHLIGHT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [firstId]);
  return [highlighted, setHighlighted] as const;
}
