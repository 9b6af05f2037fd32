import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidAwb, makeAwb } from '@courier/domain/awb';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { createRandomAwbSequence } from './randomAwbSequence.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('random AWB serials', () => {
  it('are 10-digit serials giving valid 11-digit AWBs, not consecutive', async () => {
    const sequence = createRandomAwbSequence(t.db);
    const serials = [];
    for (let i = 0; i < 20; i++) serials.push(Number(await sequence.next()));
    expect(serials.every((s) => s >= 1_000_000_000 && s <= 9_999_999_999)).toBe(true);
    expect(serials.map(makeAwb).every(isValidAwb)).toBe(true);
    const sorted = [...serials].sort((a, b) => a - b);
    const steps = sorted.slice(1).map((s, i) => s - sorted[i]!);
    expect(Math.min(...steps)).toBeGreaterThan(1);
  });

  it('draws again on a collision (unique by constraint)', async () => {
    const draws = [4_444_444_444, 4_444_444_444, 5_555_555_555];
    const sequence = createRandomAwbSequence(t.db, () => draws.shift()!);
    expect(await sequence.next()).toBe(4_444_444_444n);
    expect(await sequence.next()).toBe(5_555_555_555n);
  });
});
