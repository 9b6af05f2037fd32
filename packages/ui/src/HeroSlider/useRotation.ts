import { useEffect, useState } from 'react';

export interface Rotation {
  /** The slide shown. */
  current: number;
  /** The furthest slide whose background may load: the next one, half a turn before it shows. */
  upcoming: number;
}

/**
 * Turns through `count` slides, one every `delayMs` (0: stays where it is, as while paused),
 * from the last slide back to the first. Half way through a turn the next slide becomes
 * `upcoming`, so its picture loads before it shows but never competes with the first paint.
 */
export function useRotation(count: number, delayMs: number): Rotation {
  const [current, setCurrent] = useState(0);
  const [upcoming, setUpcoming] = useState(0);
  useEffect(() => {
    if (count < 2 || delayMs <= 0) return;
    const next = ((current % count) + 1) % count;
    const preload = setTimeout(() => setUpcoming((u) => Math.max(u, next)), delayMs / 2);
    const turn = setTimeout(() => setCurrent(next), delayMs);
    return () => {
      clearTimeout(preload);
      clearTimeout(turn);
    };
  }, [count, delayMs, current]);
  // Slides can become fewer while the page is open (the list revalidated after staff unpublished
  // one): the rotation carries on among those left.
  const shown = count > 0 ? current % count : 0;
  return { current: shown, upcoming: Math.min(Math.max(upcoming, shown), Math.max(count - 1, 0)) };
}
