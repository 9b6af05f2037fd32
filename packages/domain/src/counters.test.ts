import { describe, expect, it } from 'vitest';
import { COUNTER_DURATION_MS, counterSequence, counterValueAt } from './counters.ts';

describe('home counters', () => {
  it('run 50 steps of 30 ms', () => {
    expect(COUNTER_DURATION_MS).toBe(1500);
    expect(counterSequence(1300)).toHaveLength(50);
  });

  it('climb from zero and land exactly on the target', () => {
    expect(counterValueAt(0, 9850)).toBe(0);
    expect(counterValueAt(1, 9850)).toBe(197);
    expect(counterValueAt(25, 2142)).toBe(1071);
    expect(counterValueAt(50, 229)).toBe(229);
    expect(counterValueAt(80, 229)).toBe(229);
    expect(counterSequence(229).at(-1)).toBe(229);
  });

  it('never goes down', () => {
    const values = counterSequence(2142);
    for (let i = 1; i < values.length; i += 1) {
      expect(values[i]).toBeGreaterThanOrEqual(values[i - 1] ?? 0);
    }
  });

  it('treats bad steps as the start', () => {
    expect(counterValueAt(-3, 1300)).toBe(0);
    expect(counterValueAt(Number.NaN, 1300)).toBe(0);
  });
});
