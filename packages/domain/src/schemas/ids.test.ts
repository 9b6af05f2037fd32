import { describe, expect, it } from 'vitest';
import { encryptIdField, MAX_NUMERIC_ID, numericIdField } from './ids.ts';

describe('encryptIdField', () => {
  const field = encryptIdField('blog_id');
  it('trims and keeps a short id', () => {
    expect(field.parse(' abc ')).toBe('abc');
  });
  it.each([
    [undefined, 'blog_id is required.'],
    ['  ', 'blog_id is required.'],
    [12, 'blog_id must be a string.'],
    ['x'.repeat(65), 'blog_id is not valid.'],
    ['a\u0000b', 'blog_id is not valid.'],
  ])('refuses %j', (value, message) => {
    expect(field.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});

describe('numericIdField', () => {
  const field = numericIdField('country_id', 'Please select a country.');
  it('takes numbers and digit strings up to the largest integer id', () => {
    expect(field.parse(117)).toBe(117);
    expect(field.parse(' 101 ')).toBe(101);
    expect(field.parse(String(MAX_NUMERIC_ID))).toBe(MAX_NUMERIC_ID);
  });
  it.each([
    ['', 'Please select a country.'],
    [null, 'Please select a country.'],
    [0, 'country_id is not valid.'],
    [MAX_NUMERIC_ID + 1, 'country_id is not valid.'],
    ['99999999999999999999', 'country_id is not valid.'],
    ['0x10', 'country_id is not valid.'],
    [1.5, 'country_id is not valid.'],
    ['1\u0000', 'country_id is not valid.'],
  ])('refuses %j', (value, message) => {
    expect(field.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});
