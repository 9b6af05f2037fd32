import { animationDelayMs } from '@courier/domain/constants';
import type { CSSProperties } from 'react';

/** Entrance animation delayed 100 ms per card index (spec 2, team and peoples). */
export const staggerStyle = (index: number): CSSProperties => ({
  animationDelay: `${animationDelayMs(index)}ms`,
});
export const staggerClass = 'animate-enter';
