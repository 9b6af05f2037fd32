import { describe, expect, it } from 'vitest';
import { detectCardBrand } from './cardBrand.ts';

describe('detectCardBrand', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['4000000000000002', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6011111111111117', 'discover'],
    ['6500000000000002', 'discover'],
    ['3530111333300000', 'jcb'],
    ['30569309025904', 'diners'],
    ['6200000000000005', 'unionpay'],
    ['9999999999999995', 'unknown'],
    ['2721000000000000', 'unknown'],
  ])('%s is %s', (n, brand) => expect(detectCardBrand(n)).toBe(brand));

  it('answers unknown for input that is not a card number', () => {
    expect(detectCardBrand('')).toBe('unknown');
    expect(detectCardBrand('4111-1111')).toBe('unknown');
    expect(detectCardBrand('41111')).toBe('unknown');
  });
});
