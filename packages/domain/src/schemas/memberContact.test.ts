import { describe, expect, it } from 'vitest';
import { validate } from './fieldErrors.ts';
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
