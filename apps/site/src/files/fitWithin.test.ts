import { describe, expect, it } from 'vitest';
import { fitWithin } from './fitWithin';

describe('fitWithin', () => {
  it('keeps a small image as it is', () => {
    expect(fitWithin(800, 600, 1905, 800)).toEqual({ width: 800, height: 600 });
  });
  it('scales a tall image to the height limit', () => {
    expect(fitWithin(1000, 1600, 1905, 800)).toEqual({ width: 500, height: 800 });
  });
  it('scales a wide image to the width limit', () => {
    expect(fitWithin(3810, 1000, 1905, 800)).toEqual({ width: 1905, height: 500 });
  });
  it('gives zero for an empty image', () => {
    expect(fitWithin(0, 10, 1905, 800)).toEqual({ width: 0, height: 0 });
  });
});
