import { describe, expect, it } from 'vitest';
import { INVOICE, mondayNoon, step3Customer, step3Public } from './bookingFixtures.test-data.ts';
import { bookingStep3Schema } from './bookingStep3.ts';
import { validate } from './fieldErrors.ts';

const publicSchema = bookingStep3Schema('public', { clock: mondayNoon });
const customerSchema = bookingStep3Schema('customer', { clock: mondayNoon });

const sharedMessages = {
  collection_date: 'Select collection date',
  collection_ready_time: 'Select collection time',
  collection_close_time: 'Select collection cutoff/Closing Time',
  vehicle_type: 'Select Vehicle Type',
  special_instruction: 'Enter Special Instruction',
  kyc_type: 'Select KYC Type',
  kyc_document: 'Please upload KYC document.',
  shipment_type: 'Select Shipment Type',
  payment_type: 'Select Payment Method',
};

describe('booking step 3', () => {
  it('accepts a valid step', () => {
    expect(publicSchema.parse(step3Public)).toEqual({ ...step3Public, invoice_document: '' });
    expect(validate(customerSchema, step3Customer)).toEqual({});
  });

  it('public: every required message and the terms box', () => {
    expect(validate(publicSchema, {})).toEqual({
      ...sharedMessages,
      accept_terms: 'Please accept terms and condition.',
    });
    expect(validate(publicSchema, { ...step3Public, accept_terms: false })).toEqual({
      accept_terms: 'Please accept terms and condition.',
    });
  });

  it('customer: the terms box and the privacy box, each with its own message', () => {
    expect(validate(customerSchema, {})).toEqual({
      ...sharedMessages,
      accept_terms: 'Please accept terms and condition.',
      accept_privacy: 'Please accept privacy policy.',
    });
    expect(validate(customerSchema, { ...step3Customer, accept_privacy: false })).toEqual({
      accept_privacy: 'Please accept privacy policy.',
    });
    expect(validate(customerSchema, { ...step3Customer, accept_terms: false })).toEqual({
      accept_terms: 'Please accept terms and condition.',
    });
  });

  it('KYC document: an uploaded file', () => {
    expect(validate(publicSchema, { ...step3Public, kyc_document: '' })).toEqual({
      kyc_document: 'Please upload KYC document.',
    });
    expect(validate(publicSchema, { ...step3Public, kyc_document: 'C:\\kyc.jpg' })).toEqual({
      kyc_document: 'Please upload KYC document.',
    });
  });

  it('invoice: required for a company only', () => {
    expect(validate(publicSchema, { ...step3Public, shipment_type: 'company' })).toEqual({
      invoice_document: 'Please upload company invoice document.',
    });
    expect(
      validate(publicSchema, {
        ...step3Public,
        shipment_type: 'company',
        invoice_document: INVOICE,
      }),
    ).toEqual({});
    expect(validate(publicSchema, { ...step3Public, invoice_document: '' })).toEqual({});
  });

  it('the invoice message shows together with the other messages', () => {
    expect(validate(customerSchema, { shipment_type: 'company' })).toMatchObject({
      invoice_document: 'Please upload company invoice document.',
      kyc_document: 'Please upload KYC document.',
      accept_privacy: 'Please accept privacy policy.',
    });
  });

  it('shipment type company / individual; payment cash / online', () => {
    expect(validate(publicSchema, { ...step3Public, payment_type: 'online' })).toEqual({});
    expect(
      validate(publicSchema, { ...step3Public, shipment_type: 'business', payment_type: 'card' }),
    ).toEqual({
      shipment_type: 'Select Shipment Type',
      payment_type: 'Select Payment Method',
    });
  });

  it('collection date from today in Kuwait; times in slots, closing after ready', () => {
    expect(validate(publicSchema, { ...step3Public, collection_date: '2026-11-22' })).toEqual({
      collection_date: 'Select collection date',
    });
    expect(
      validate(publicSchema, {
        ...step3Public,
        collection_ready_time: '17:00',
        collection_close_time: '10:00',
      }),
    ).toEqual({ collection_close_time: 'Closing time must be later than the collection time.' });
    expect(validate(publicSchema, { ...step3Public, collection_ready_time: '10:15' })).toEqual({
      collection_ready_time: 'Select collection time',
    });
  });

  it('the terms box must be a real tick', () => {
    expect(validate(publicSchema, { ...step3Public, accept_terms: 'true' })).toEqual({
      accept_terms: 'Please accept terms and condition.',
    });
  });
});
