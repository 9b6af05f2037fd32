import { describe, expect, it } from 'vitest';
import { validate } from './fieldErrors.ts';
import { franchiseSchema } from './franchise.ts';

const valid = {
  name: 'Amal',
  email: 'amal@example.com',
  subject: 'Quote',
  mobile: '96599998888',
  message: 'Hello',
};

describe('franchise form', () => {
  it('is the member form with a plus-friendly mobile', () => {
    expect(validate(franchiseSchema, valid)).toEqual({});
    expect(validate(franchiseSchema, { ...valid, mobile: '+96599998888' })).toEqual({});
  });

  it('mobile: required, then digits and plus signs with a digit', () => {
    expect(validate(franchiseSchema, { ...valid, mobile: '' })).toEqual({
      mobile: 'Enter your mobile number.',
    });
    for (const bad of ['+', 'abc', '99-88']) {
      expect(validate(franchiseSchema, { ...valid, mobile: bad }), bad).toEqual({
        mobile: 'Enter your valid mobile number.',
      });
    }
  });

  it('shares the other messages', () => {
    expect(validate(franchiseSchema, { ...valid, subject: ' ', email: 'x' })).toEqual({
      subject: 'Enter your subject.',
      email: 'Enter your valid email id.',
    });
  });
});
