import { describe, expect, it } from 'vitest';
import { paymentStateOf } from './paymentState';

describe('paymentStateOf', () => {
  it('cash is cash whatever else is recorded', () => {
    expect(paymentStateOf('cash', null)).toBe('cash');
    expect(paymentStateOf('cash', new Date())).toBe('cash');
  });
  it('an online booking is awaiting until its approval is recorded, then paid', () => {
    expect(paymentStateOf('online', null)).toBe('awaiting');
    expect(paymentStateOf('online', undefined)).toBe('awaiting');
    expect(paymentStateOf('online', '2026-11-28T09:00:00Z')).toBe('paid');
  });
});
