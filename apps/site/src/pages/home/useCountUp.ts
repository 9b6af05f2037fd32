import { COUNTER_STEPS, COUNTER_STEP_MS } from '@courier/domain/constants';
import { counterValueAt } from '@courier/domain/counters';
import { useEffect, useState } from 'react';

/** Counts from 0 to `target` in COUNTER_STEPS steps every COUNTER_STEP_MS once `start` is true. */
export function useCountUp(target: number, start: boolean): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!start) return;
    let step = 0;
    const timer = window.setInterval(() => {
      step += 1;
      setValue(counterValueAt(step, target));
      if (step >= COUNTER_STEPS) window.clearInterval(timer);
    }, COUNTER_STEP_MS);
    return () => window.clearInterval(timer);
  }, [target, start]);
  return value;
}
