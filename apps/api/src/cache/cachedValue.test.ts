import { describe, expect, it } from 'vitest';
import { cachedValue } from './cachedValue.ts';
import { fakeBus } from './fakeBus.ts';

describe('cachedValue', () => {
  it('loads once, shares the load between concurrent readers, and keeps the value', async () => {
    const { bus } = fakeBus();
    let loads = 0;
    const value = cachedValue(bus, ['rates'], async () => ++loads);
    expect(await Promise.all([value.get(), value.get(), value.get()])).toEqual([1, 1, 1]);
    expect(await value.get()).toBe(1);
    expect(loads).toBe(1);
    expect(value.stats).toEqual({ hits: 3, misses: 1 });
  });

  it('loads again after a change of its topic, not after another topic', async () => {
    const { bus, fire } = fakeBus();
    let loads = 0;
    const value = cachedValue(bus, ['settings'], async () => ++loads);
    await value.get();
    fire('content');
    expect(await value.get()).toBe(1);
    fire('settings');
    expect(await value.get()).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const { bus } = fakeBus();
    let calls = 0;
    const value = cachedValue(bus, ['rates'], async () => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return 'tariff';
    });
    await expect(value.get()).rejects.toThrow('database down');
    expect(await value.get()).toBe('tariff');
  });

  it('reads through to the database while the bus is not listening (changes could be missed)', async () => {
    const { bus } = fakeBus();
    let loads = 0;
    const value = cachedValue(bus, ['rates'], async () => ++loads);
    bus.listening = false;
    expect([await value.get(), await value.get()]).toEqual([1, 2]);
  });

  it('loads again once the value is older than its maximum age', async () => {
    const { bus } = fakeBus();
    let loads = 0;
    const value = cachedValue(bus, ['rates'], async () => ++loads, 0);
    expect([await value.get(), await value.get()]).toEqual([1, 2]);
  });
});
