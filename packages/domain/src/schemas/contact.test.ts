import { describe, expect, it } from 'vitest';
import { contactMobileSchema, contactSchema } from './contact.ts';
import { validate } from './fieldErrors.ts';

const valid = {
  name: ' Amal ',
  email: ' amal@example.com ',
  mobile: '+96599998888',
  message: 'Hi',
};

describe('contact form (callback / contact us)', () => {
  it('accepts a valid form and trims it', () => {
    expect(contactSchema.parse(valid)).toEqual({
      name: 'Amal',
      email: 'amal@example.com',
      mobile: '+96599998888',
      message: 'Hi',
    });
  });

  it('shows every message on an empty submit', () => {
    const expected = {
      name: 'Enter your name.',
      email: 'Enter valid email id.',
      mobile: 'Enter your phone number.',
      message: 'Enter your message.',
    };
    expect(validate(contactSchema, {})).toEqual(expected);
    expect(validate(contactSchema, { name: '  ', email: ' ', mobile: '', message: '\n' })).toEqual(
      expected,
    );
  });

  it('checks the e-mail format', () => {
    expect(validate(contactSchema, { ...valid, email: 'amal@' })).toEqual({
      email: 'Enter valid email id.',
    });
  });

  it('mobile: digits and plus signs with at least one digit', () => {
    expect(validate(contactSchema, { ...valid, mobile: '965+9999' })).toEqual({});
    for (const bad of ['+', '+++', '9999-8888', '9999 8888', 'abc']) {
      expect(validate(contactSchema, { ...valid, mobile: bad }), bad).toEqual({
        mobile: 'Enter your phone number.',
      });
    }
  });

  it('the mobile-page form words the phone message differently', () => {
    expect(validate(contactMobileSchema, { ...valid, mobile: '+' })).toEqual({
      mobile: 'Enter your valid phone number.',
    });
    expect(validate(contactMobileSchema, { ...valid, name: '' })).toEqual({
      name: 'Enter your name.',
    });
  });
});
