import { describe, expect, it } from 'vitest';
import { validate } from './fieldErrors.ts';
import { franchiseSchema } from './franchise.ts';
import { memberContactSchema } from './memberContact.ts';

const valid = {
  name: 'Amal',
  email: 'amal@example.com',
  subject: 'Quote',
  mobile: '96599998888',
  message: 'Hello',
};

describe('member contact form', () => {
  it('accepts a valid form', () => {
    expect(memberContactSchema.parse({ ...valid, subject: ' Quote ' })).toEqual(valid);
  });

  it('shows every message on an empty submit', () => {
    expect(validate(memberContactSchema, {})).toEqual({
      name: 'Enter your name.',
      email: 'Enter your valid email id.',
      subject: 'Enter your subject.',
      mobile: 'Enter your mobile number.',
      message: 'Enter your message.',
    });
  });

  it('mobile takes digits only', () => {
    for (const bad of ['+96599998888', '9999 8888', 'abc', '1.5']) {
      expect(validate(memberContactSchema, { ...valid, mobile: bad }), bad).toEqual({
        mobile: 'Only numbers.',
      });
    }
    expect(validate(memberContactSchema, { ...valid, mobile: '   ' })).toEqual({
      mobile: 'Enter your mobile number.',
    });
  });

  it('checks the e-mail format', () => {
    expect(validate(memberContactSchema, { ...valid, email: 'a b@c.d' })).toEqual({
      email: 'Enter your valid email id.',
    });
  });
});

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
