import { describe, expect, it } from 'vitest';
import { line, step2Customer, step2Public } from './bookingFixtures.test-data.ts';
import { bookingStep2Messages, bookingStep2Schema, shipmentItemSchema } from './bookingStep2.ts';
import { validate } from './fieldErrors.ts';

const publicSchema = bookingStep2Schema('public');
const customerSchema = bookingStep2Schema('customer');

describe('booking step 2', () => {
  it('accepts valid shipping details; derived totals are optional', () => {
    expect(publicSchema.parse(step2Public)).toMatchObject({
      ...step2Public,
      total_pieces: '',
      total_weight: '',
    });
    expect(validate(customerSchema, step2Customer)).toEqual({});
  });

  it('requires service, currency, type, value, content and a line', () => {
    expect(validate(publicSchema, {})).toEqual({
      service: 'Select Service',
      currency: 'Select Currency',
      type: 'Select Type: docs or non-docs',
      value: 'Enter Declared Value, numbers with up to 2 decimals',
      content: 'Enter Contents',
      shipment_items: 'Add at least one item',
    });
    expect(validate(publicSchema, { ...step2Public, shipment_items: [] })).toEqual({
      shipment_items: 'Add at least one item',
    });
    expect(
      validate(publicSchema, {
        ...step2Public,
        currency: { currency_code: ' ', currency_name: '' },
      }),
    ).toEqual({ 'currency.currency_code': 'Select Currency' });
  });

  it('type: docs / non-docs in public, DOX / SPX for customers', () => {
    expect(validate(publicSchema, { ...step2Public, type: 'docs' })).toEqual({});
    expect(validate(publicSchema, { ...step2Public, type: 'DOX' })).toEqual({
      type: 'Select Type: docs or non-docs',
    });
    expect(validate(customerSchema, { ...step2Customer, type: 'DOX' })).toEqual({});
    expect(validate(customerSchema, { ...step2Customer, type: 'docs' })).toEqual({
      type: 'Select Type: docs or non-docs',
    });
  });

  it('declared value: at most two decimals, zero allowed', () => {
    expect(validate(publicSchema, { ...step2Public, value: '0' })).toEqual({});
    expect(validate(publicSchema, { ...step2Public, value: '10.005' })).toEqual({
      value: 'Enter Declared Value, numbers with up to 2 decimals',
    });
  });
});

describe('item lines', () => {
  const publicLine = shipmentItemSchema('public');
  const customerLine = shipmentItemSchema('customer');

  it('shows every message for an empty line', () => {
    expect(validate(publicLine, {})).toEqual({
      weight: 'Enter Weight, numbers with up to 2 decimals',
      length: 'Enter Length, numbers with up to 2 decimals',
      width: 'Enter Width, numbers with up to 2 decimals',
      height: 'Enter Height, numbers with up to 2 decimals',
      volume_weight: 'Enter Volume Weight',
      description: 'Enter Description',
      qty: 'Enter Quantity, numbers only',
      item_value: 'Enter Item Value, numbers with up to 2 decimals',
      item_total_value: 'Enter Item Total',
    });
  });

  it('the unit is Pieces by default and only Pieces', () => {
    const { unit: _unit, ...withoutUnit } = line;
    expect(publicLine.parse(withoutUnit).unit).toBe('Pieces');
    expect(validate(publicLine, { ...line, unit: 'Boxes' })).toHaveProperty('unit');
  });

  it('numbers have at most two decimals; three are refused', () => {
    expect(validate(publicLine, { ...line, weight: '0.25', length: '10.5' })).toEqual({});
    expect(
      validate(publicLine, { ...line, weight: '1.255', length: '1.001', item_value: '9.999' }),
    ).toEqual({
      weight: 'Enter Weight, numbers with up to 2 decimals',
      length: 'Enter Length, numbers with up to 2 decimals',
      item_value: 'Enter Item Value, numbers with up to 2 decimals',
    });
  });

  it('weight and dimensions above zero; item value and derived values may be zero', () => {
    expect(validate(publicLine, { ...line, weight: '0', height: '-1' })).toEqual({
      weight: 'Enter Weight, numbers with up to 2 decimals',
      height: 'Enter Height, numbers with up to 2 decimals',
    });
    expect(
      validate(publicLine, { ...line, item_value: '0', item_total_value: '0', volume_weight: '0' }),
    ).toEqual({});
  });

  it('qty: digits only, at least 1; customers may add a leading +', () => {
    expect(validate(publicLine, { ...line, qty: '+2' })).toEqual({
      qty: 'Enter Quantity, numbers only',
    });
    expect(validate(publicLine, { ...line, qty: '0' })).toEqual({
      qty: 'Enter Quantity, numbers only',
    });
    expect(validate(publicLine, { ...line, qty: '1.5' })).toEqual({
      qty: 'Enter Quantity, numbers only',
    });
    expect(validate(customerLine, { ...line, qty: '+2' })).toEqual({});
    expect(validate(customerLine, { ...line, qty: '2+' })).toEqual({
      qty: 'Enter Quantity, numbers and + only',
    });
    expect(validate(customerLine, { ...line, qty: '+' })).toEqual({
      qty: 'Enter Quantity, numbers and + only',
    });
  });

  it('reports line errors by index in the step', () => {
    expect(
      validate(publicSchema, {
        ...step2Public,
        shipment_items: [line, { ...line, description: ' ' }],
      }),
    ).toEqual({ 'shipment_items.1.description': 'Enter Description' });
  });
});

describe('item line customs fields (commercial invoice)', () => {
  const item = shipmentItemSchema('public');
  it('are optional: absent stays absent, blank stays blank', () => {
    expect(item.parse(line)).not.toHaveProperty('hs_code');
    expect(item.parse({ ...line, hs_code: ' ', country_of_origin: '' })).toMatchObject({
      hs_code: '',
      country_of_origin: '',
    });
  });
  it('take an HS code of 6, 8 or 10 digits and a 2-letter origin, upper-cased', () => {
    expect(item.parse({ ...line, hs_code: '6403.99', country_of_origin: 'in' })).toMatchObject({
      hs_code: '6403.99',
      country_of_origin: 'IN',
    });
    expect(item.parse({ ...line, hs_code: '6403990010' }).hs_code).toBe('6403990010');
    expect(validate(item, { ...line, hs_code: '64039', country_of_origin: 'India' })).toEqual({
      hs_code: 'Enter HS Code: 6, 8 or 10 digits',
      country_of_origin: 'Enter Country of Origin as a 2-letter code (e.g. IN)',
    });
  });
  it.each(['6403991', '640399001', '640399001012', '6403.9', '64O399', '6403-99'])(
    'refuse the HS code %s with its message',
    (hs_code) => {
      expect(validate(item, { ...line, hs_code })).toEqual({
        hs_code: bookingStep2Messages.hs_code,
      });
    },
  );
  it('are reported by line in both wizards (the server parses with the same schema)', () => {
    for (const variant of ['public', 'customer'] as const) {
      const items = [line, { ...line, hs_code: '12345', country_of_origin: 'IND' }];
      expect(
        Object.entries(validate(bookingStep2Schema(variant), { shipment_items: items })).filter(
          ([key]) => key.startsWith('shipment_items.1.'),
        ),
      ).toEqual([
        ['shipment_items.1.hs_code', bookingStep2Messages.hs_code],
        ['shipment_items.1.country_of_origin', bookingStep2Messages.country_of_origin],
      ]);
    }
  });
});
