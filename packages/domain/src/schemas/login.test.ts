import { describe, expect, it } from 'vitest';
import { validate } from './fieldErrors.ts';
import { loginSchema } from './login.ts';

describe('customer login', () => {
  it('needs a user ID and a password', () => {
    expect(validate(loginSchema, {})).toEqual({
      Userid: 'Enter your user ID.',
      Password: 'Enter your password.',
    });
    expect(validate(loginSchema, { Userid: '  ', Password: '' })).toEqual({
      Userid: 'Enter your user ID.',
      Password: 'Enter your password.',
    });
  });

  it('trims the user ID but never the password', () => {
    expect(loginSchema.parse({ Userid: ' C100 ', Password: ' s3cret ' })).toEqual({
      Userid: 'C100',
      Password: ' s3cret ',
    });
  });
});
