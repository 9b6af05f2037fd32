import { COUNTER_STEP_MS, COUNTER_STEPS } from './constants.ts';

/**
 * Home network counters count from zero to their target in COUNTER_STEPS steps, one every
 * COUNTER_STEP_MS (spec 4). The value shown at a step is the target's share rounded to a whole
 * number, so the last step always lands exactly on the target.
 */
export function counterValueAt(step: number, target: number): number {
  if (!Number.isFinite(step) || step <= 0) return 0;
  if (step >= COUNTER_STEPS) return target;
  return Math.round((target * Math.floor(step)) / COUNTER_STEPS);
}

/** The whole sequence of values a counter shows, first step to last. */
export function counterSequence(target: number): number[] {
  return Array.from({ length: COUNTER_STEPS }, (_, i) => counterValueAt(i + 1, target));
}

/** How long a counter runs: 50 steps x 30 ms = 1500 ms. */
export const COUNTER_DURATION_MS = COUNTER_STEPS * COUNTER_STEP_MS;
