import { describe, expect, it } from 'vitest';
import { validate } from './fieldErrors.ts';
import { checkRateSchema, homeRateSchema } from './rate.ts';

describe('home rate form', () => {
  const valid = { fromCountry: '1', toCountry: '2', weight: '2.5', unit: 'KG' };

  it('accepts a valid form', () => {
    expect(homeRateSchema.parse({ ...valid, weight: ' 2.5 ' })).toEqual(valid);
  });

  it('requires everything, with the spec messages', () => {
    expect(
      validate(homeRateSchema, { fromCountry: '', toCountry: '', weight: '', unit: '' }),
    ).toEqual({
      fromCountry: 'Please Select From Country',
      toCountry: 'Please Select To Country',
      weight: 'Please Enter Valid Weight',
      unit: 'Please Select Unit',
    });
  });

  it('weight: a number above zero with optional decimals', () => {
    for (const ok of ['0.125', '.5', '2.'])
      expect(validate(homeRateSchema, { ...valid, weight: ok }), ok).toEqual({});
    for (const bad of ['0', '0.00', '-1', '+1', 'abc', '1,5', '.', '0.', '.0']) {
      expect(validate(homeRateSchema, { ...valid, weight: bad }), bad).toEqual({
        weight: 'Please Enter Valid Weight',
      });
    }
  });

  it('unit is only KG', () => {
    expect(validate(homeRateSchema, { ...valid, unit: 'LB' })).toEqual({
      unit: 'Please Select Unit',
    });
  });
});

describe('check-rate form', () => {
  const valid = {
    origin_country_id: '1',
    destination_country_id: '2',
    origin_city_id: '10',
    destination_city_id: '20',
    weight: '3',
    unit: 'KG',
  };

  it('accepts a valid request; service_id is optional', () => {
    expect(checkRateSchema.parse(valid)).toEqual({ ...valid, service_id: '' });
    expect(checkRateSchema.parse({ ...valid, service_id: '7' }).service_id).toBe('7');
  });

  it('requires everything, with the spec messages', () => {
    expect(validate(checkRateSchema, {})).toEqual({
      origin_country_id: 'Please Select From Country',
      destination_country_id: 'Please Select To Country',
      origin_city_id: 'Please Select From State/City',
      destination_city_id: 'Please Select To State/City',
      weight: 'Please Enter Valid Weight',
      unit: 'Please Select Unit',
    });
  });

  it('weight may carry a + sign but must be above zero', () => {
    for (const ok of ['+2.75', '.5', '2.', '+.5', '+2.'])
      expect(validate(checkRateSchema, { ...valid, weight: ok }), ok).toEqual({});
    // Negative and zero weights match the spec's numeric pattern but cannot be priced.
    for (const bad of ['-2', '0', '-0.5', '-.5', '+0.', 'x', '.']) {
      expect(validate(checkRateSchema, { ...valid, weight: bad }), bad).toEqual({
        weight: 'Please Enter Valid Weight',
      });
    }
  });
});
