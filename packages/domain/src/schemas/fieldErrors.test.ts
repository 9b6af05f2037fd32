import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldErrors, validate } from './fieldErrors.ts';

describe('field errors', () => {
  const schema = z.object({
    a: z.string().min(1, 'A first').min(3, 'A second'),
    list: z.array(z.object({ b: z.string().min(1, 'B') })),
  });

  it('keeps the first message per dotted path', () => {
    expect(validate(schema, { a: '', list: [{ b: 'x' }, { b: '' }] })).toEqual({
      a: 'A first',
      'list.1.b': 'B',
    });
  });

  it('is empty for valid input', () => {
    expect(validate(schema, { a: 'abc', list: [] })).toEqual({});
  });

  it('keys form-level issues with an empty path', () => {
    const result = z.string('Whole').safeParse(3);
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ '': 'Whole' });
  });
});
