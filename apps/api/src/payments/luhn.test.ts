import { describe, expect, it } from 'vitest';
import { passesLuhn } from './luhn.ts';

describe('passesLuhn', () => {
  it.each([
    '4111111111111111',
    '4000000000000002',
    '5555555555554444',
    '378282246310005',
    '79927398713',
  ])('accepts the valid number %s', (n) => expect(passesLuhn(n)).toBe(true));

  it.each(['4111111111111112', '1234567812345678', '79927398710'])(
    'rejects the invalid number %s',
    (n) => expect(passesLuhn(n)).toBe(false),
  );

  it('rejects anything that is not only digits', () => {
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4111 1111 1111 1111')).toBe(false);
    expect(passesLuhn('41111111111111a1')).toBe(false);
  });
});
