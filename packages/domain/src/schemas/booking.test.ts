import { describe, expect, it } from 'vitest';
import { bookingSchema } from './booking.ts';
import {
  INVOICE,
  mondayNoon,
  step1Customer,
  step1Public,
  step2Customer,
  step2Public,
  step3Customer,
  step3Public,
} from './bookingFixtures.test-data.ts';
import { validate } from './fieldErrors.ts';

describe('whole booking form', () => {
  const publicSchema = bookingSchema('public', { clock: mondayNoon });
  const customerSchema = bookingSchema('customer', { clock: mondayNoon });
  const publicForm = { ...step1Public, ...step2Public, ...step3Public };
  const customerForm = { ...step1Customer, ...step2Customer, ...step3Customer };

  it('accepts the three steps together', () => {
    expect(validate(publicSchema, publicForm)).toEqual({});
    expect(validate(customerSchema, customerForm)).toEqual({});
  });

  it('parsing twice gives the same value (browser and API share the schema)', () => {
    const once = customerSchema.parse({ ...customerForm, sender_consignor: '  Acme  ' });
    expect(customerSchema.parse(once)).toEqual(once);
    expect(once.sender_consignor).toBe('Acme');
  });

  it('applies each variant rule', () => {
    expect(validate(customerSchema, { ...customerForm, type: 'docs' })).toEqual({
      type: 'Select Type: docs or non-docs',
    });
    expect(validate(publicSchema, { ...publicForm, accept_terms: false })).toEqual({
      accept_terms: 'Please accept terms and condition.',
    });
  });

  it('keeps the cross-field checks', () => {
    expect(validate(customerSchema, { ...customerForm, shipment_type: 'company' })).toEqual({
      invoice_document: 'Please upload company invoice document.',
    });
    expect(
      validate(customerSchema, {
        ...customerForm,
        shipment_type: 'company',
        invoice_document: INVOICE,
      }),
    ).toEqual({});
  });
});
