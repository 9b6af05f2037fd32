import type { CSSProperties } from 'react';
import { animationDelayMs } from '@courier/domain/constants';

/** Cards enter one after another: 100 ms times their index. */
export function entranceStyle(index: number): CSSProperties {
  return { animationDelay: `${animationDelayMs(index)}ms` };
}
export const entranceClass = 'animate-enter';
