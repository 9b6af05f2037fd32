import { SLIDER_ITEMS_DEFAULT, SLIDER_ITEMS_SMALL, SLIDER_ITEMS_WIDE } from '@courier/domain/constants';
import { useEffect, useState } from 'react';

const SMALL = '(max-width: 639px)';
const WIDE = '(min-width: 1024px)';

function current(): number {
  if (typeof window === 'undefined' || !window.matchMedia) return SLIDER_ITEMS_DEFAULT;
  if (window.matchMedia(SMALL).matches) return SLIDER_ITEMS_SMALL;
  if (window.matchMedia(WIDE).matches) return SLIDER_ITEMS_WIDE;
  return SLIDER_ITEMS_DEFAULT;
}

/** Slider items shown at once: 2, 3 on wide screens, 1 on small ones (spec 9). */
export function useItemsPerView(): number {
  const [items, setItems] = useState(current);
  useEffect(() => {
    const update = () => setItems(current());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return items;
}
