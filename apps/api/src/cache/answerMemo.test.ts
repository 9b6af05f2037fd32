import { describe, expect, it } from 'vitest';
import { answerMemo } from './answerMemo.ts';
import { fakeBus } from './fakeBus.ts';

/** A build that counts its calls and answers with the count. */
function counter() {
  let builds = 0;
  return { make: async () => `answer ${++builds}`, builds: () => builds };
}

describe('answerMemo', () => {
  it('builds an answer once per question and shares a build between concurrent asks', async () => {
    const { bus } = fakeBus();
    const memo = answerMemo(bus, ['rates']);
    const { make, builds } = counter();
    expect(await Promise.all([memo.get('a', make), memo.get('a', make)])).toEqual([
      'answer 1',
      'answer 1',
    ]);
    expect(await memo.get('b', make)).toBe('answer 2');
    expect(await memo.get('a', make)).toBe('answer 1');
    expect(builds()).toBe(2);
    expect(memo.stats).toEqual({ hits: 2, misses: 2 });
  });

  it('forgets every answer when one of its topics changes, not another', async () => {
    const { bus, fire } = fakeBus();
    const memo = answerMemo(bus, ['rates', 'settings']);
    const { make } = counter();
    await memo.get('a', make);
    fire('content');
    expect(await memo.get('a', make)).toBe('answer 1');
    fire('settings');
    expect(await memo.get('a', make)).toBe('answer 2');
    fire('rates');
    expect(await memo.get('a', make)).toBe('answer 3');
  });

  it('does not keep an answer whose build was under way when its topic changed', async () => {
    const { bus, fire } = fakeBus();
    const memo = answerMemo(bus, ['rates']);
    let release: (text: string) => void = () => undefined;
    const slow = memo.get('a', () => new Promise<string>((resolve) => (release = resolve)));
    await Promise.resolve();
    fire('rates');
    release('old tariff');
    expect(await slow).toBe('old tariff');
    expect(await memo.get('a', async () => 'new tariff')).toBe('new tariff');
  });

  it('does not keep a refusal', async () => {
    const { bus } = fakeBus();
    const memo = answerMemo(bus, ['rates']);
    await expect(memo.get('a', async () => Promise.reject(new Error('too heavy')))).rejects.toThrow(
      'too heavy',
    );
    expect(await memo.get('a', async () => 'priced')).toBe('priced');
  });

  it('keeps at most maxEntries answers, forgetting the oldest question first', async () => {
    const { bus } = fakeBus();
    const memo = answerMemo(bus, ['rates'], 2);
    const { make, builds } = counter();
    await memo.get('a', make);
    await memo.get('b', make);
    await memo.get('c', make);
    expect(await memo.get('c', make)).toBe('answer 3');
    expect(await memo.get('b', make)).toBe('answer 2');
    expect(await memo.get('a', make)).toBe('answer 4');
    expect(builds()).toBe(4);
  });

  it('keeps nothing while the bus is not listening (a change could be missed)', async () => {
    const { bus } = fakeBus();
    const memo = answerMemo(bus, ['rates']);
    const { make } = counter();
    bus.listening = false;
    expect([await memo.get('a', make), await memo.get('a', make)]).toEqual([
      'answer 1',
      'answer 2',
    ]);
  });
});
