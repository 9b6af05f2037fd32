import { describe, expect, it } from 'vitest';
import { cardSchema } from './card.ts';
import { validate } from './fieldErrors.ts';

const valid = {
  name_of_card: 'AMAL A',
  card_number: '4111111111111111',
  card_type: 'visa',
  card_expiry_month: '09',
  card_expiry_year: '2029',
  card_cvv_number: '123',
};

describe('card payment', () => {
  it('accepts a valid card; spaces between digit groups are removed', () => {
    expect(cardSchema.parse({ ...valid, card_number: '4111 1111 1111 1111' })).toEqual(valid);
    expect(cardSchema.parse({ ...valid, card_number: '4111-1111-1111-1111' }).card_number).toBe(
      '4111111111111111',
    );
  });

  it('requires the fields make_online_payment names (spec 7), each with its own message', () => {
    expect(validate(cardSchema, {})).toEqual({
      card_number: 'Enter valid 16 digit card number.',
      card_expiry_month: 'Enter valid 2 digit expiry month.',
      card_expiry_year: 'Enter valid 4 digit expiry year.',
      card_cvv_number: 'Enter valid 3 digit CVV.',
    });
  });

  it('takes the spec call without a name on card or card type (the call never sends them)', () => {
    const { name_of_card: _name, card_type: _type, ...call } = valid;
    expect(cardSchema.parse(call)).toEqual({ ...call, name_of_card: '', card_type: '' });
    expect(validate(cardSchema, { ...call, name_of_card: 'x'.repeat(500) })).toHaveProperty(
      'name_of_card',
    );
  });

  it('number: exactly 16 digits', () => {
    for (const bad of ['411111111111111', '41111111111111112', '4111x11111111111']) {
      expect(validate(cardSchema, { ...valid, card_number: bad }), bad).toEqual({
        card_number: 'Enter valid 16 digit card number.',
      });
    }
  });

  it('month: exactly 2 digits, 01 to 12', () => {
    for (const bad of ['9', '00', '13', '123']) {
      expect(validate(cardSchema, { ...valid, card_expiry_month: bad }), bad).toEqual({
        card_expiry_month: 'Enter valid 2 digit expiry month.',
      });
    }
    expect(validate(cardSchema, { ...valid, card_expiry_month: '12' })).toEqual({});
  });

  it('year: exactly 4 digits; CVV: exactly 3 digits', () => {
    expect(
      validate(cardSchema, { ...valid, card_expiry_year: '29', card_cvv_number: '1234' }),
    ).toEqual({
      card_expiry_year: 'Enter valid 4 digit expiry year.',
      card_cvv_number: 'Enter valid 3 digit CVV.',
    });
    expect(validate(cardSchema, { ...valid, card_cvv_number: '12' })).toEqual({
      card_cvv_number: 'Enter valid 3 digit CVV.',
    });
  });
});
