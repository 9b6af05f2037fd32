import { useEffect, useRef, useState } from 'react';

/** True once the element has been entirely visible (the counters start then, and only once). */
export function useFullyInView<E extends Element>() {
  const ref = useRef<E>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.intersectionRatio >= 0.99)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold: [0.99, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);
  return [ref, inView] as const;
}
