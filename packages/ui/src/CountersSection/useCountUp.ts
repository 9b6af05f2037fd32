import { useEffect, useState } from 'react';
import { COUNTER_STEP_MS, COUNTER_STEPS } from '@courier/domain/constants';

/** The value after `step` of the count-up: whole numbers, exactly `target` at the last step. */
export function countAt(target: number, step: number, steps = COUNTER_STEPS): number {
  if (step >= steps) return target;
  return Math.floor((target / steps) * Math.max(0, step));
}

/** Counts from 0 to `target` in about 50 steps every 30 ms, once `isRunning` turns true. */
export function useCountUp(target: number, isRunning: boolean): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => {
      setStep((current) => {
        if (current + 1 >= COUNTER_STEPS) clearInterval(timer);
        return Math.min(current + 1, COUNTER_STEPS);
      });
    }, COUNTER_STEP_MS);
    return () => clearInterval(timer);
  }, [isRunning]);
  return countAt(target, step);
}
