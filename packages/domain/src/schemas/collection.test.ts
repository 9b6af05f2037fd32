import { describe, expect, it } from 'vitest';
import { makeCollectionSchema } from './collection.ts';
import { validate } from './fieldErrors.ts';

// 20:30 UTC on Sunday 22 Nov 2026 is 23:30 in Kuwait, half an hour before the date turns.
const lateEvening = () => new Date('2026-11-22T20:30:00Z');
const pastMidnight = () => new Date('2026-11-22T21:30:00Z'); // 00:30 Monday in Kuwait
const schema = makeCollectionSchema({ clock: lateEvening });

const valid = {
  contact_person: 'Amal',
  company_name: 'Acme',
  address: 'Block 1, Street 2',
  country: '117',
  city: 'Kuwait City',
  mobile_number: '+96599998888',
  shipment_type: 'Document',
  collection_date: '2026-11-22',
  collection_ready_time: '10:00',
  collection_closing_time: '18:30',
  vehicle_type: 'van',
  total_weight: '12.5',
};

describe('collection form', () => {
  it('accepts a valid form and fills the optional fields with blanks', () => {
    expect(schema.parse(valid)).toEqual({
      ...valid,
      zipcode: '',
      fax_number: '',
      email_address: '',
      special_instruction: '',
      collection_shipment_type: '',
      reference_number: '',
      total_pieces: '',
      domestic_shipment: '',
      international_shipment: '',
      collection_number: '',
    });
  });

  it('shows every required message on an empty submit', () => {
    expect(validate(schema, {})).toEqual({
      contact_person: 'Enter Contact Person Name',
      company_name: 'Enter Company Name',
      address: 'Enter Street Name/Number',
      country: 'Select Country',
      city: 'Enter City',
      mobile_number: 'Enter Valid Telephone/Mobile',
      shipment_type: 'Select Shipment Type',
      collection_date: 'Select collection date',
      collection_ready_time: 'Select collection time',
      collection_closing_time: 'Select collection cutoff/Closing Time',
      vehicle_type: 'Select Vehicle Type',
      total_weight: 'Enter All shipment: Total Weight & allow numbers only',
    });
  });

  it('treats blanks after trimming as missing', () => {
    const blanks = Object.fromEntries(Object.keys(valid).map((key) => [key, '   ']));
    expect(Object.keys(validate(schema, blanks))).toEqual(Object.keys(valid));
  });

  it('checks the optional fields only when given', () => {
    const wrong = {
      ...valid,
      zipcode: '12a',
      fax_number: 'fax',
      email_address: 'nobody',
      domestic_shipment: '2.5',
      international_shipment: '-1',
      total_pieces: 'ten',
    };
    expect(validate(schema, wrong)).toEqual({
      zipcode: 'Zipcode allow numbers only',
      fax_number: 'Enter valid fax number',
      email_address: 'Enter valid email id.',
      domestic_shipment: 'No. of Domestic Shipment allow numbers only',
      international_shipment: 'No. of International Shipment allow numbers only',
      total_pieces: 'All shipment: Total Pieces allow numbers only',
    });
    const right = {
      ...valid,
      zipcode: '13001',
      fax_number: '+9652222',
      email_address: 'a@b.co',
      domestic_shipment: '2',
      international_shipment: '0',
      total_pieces: '3',
    };
    expect(validate(schema, right)).toEqual({});
  });

  it('mobile: digits and plus signs', () => {
    expect(validate(schema, { ...valid, mobile_number: '+' })).toEqual({
      mobile_number: 'Enter Valid Telephone/Mobile',
    });
  });

  it('shipment type is Document or Non Document', () => {
    expect(validate(schema, { ...valid, shipment_type: 'Non Document' })).toEqual({});
    expect(validate(schema, { ...valid, shipment_type: 'docs' })).toEqual({
      shipment_type: 'Select Shipment Type',
    });
  });

  it('total weight: above zero, at most two decimals', () => {
    for (const ok of ['1', '0.5', '12.25']) {
      expect(validate(schema, { ...valid, total_weight: ok }), ok).toEqual({});
    }
    for (const bad of ['0', '-1', '1.255', 'abc', '1.']) {
      expect(validate(schema, { ...valid, total_weight: bad }), bad).toEqual({
        total_weight: 'Enter All shipment: Total Weight & allow numbers only',
      });
    }
  });

  it('collection date: today in Kuwait at the earliest', () => {
    expect(validate(schema, { ...valid, collection_date: '2026-11-21' })).toEqual({
      collection_date: 'Select collection date',
    });
    expect(validate(schema, { ...valid, collection_date: '2026-12-01' })).toEqual({});
    expect(validate(schema, { ...valid, collection_date: '2026-02-30' })).toEqual({
      collection_date: 'Select collection date',
    });
    // Half an hour later it is Monday in Kuwait, though still Sunday in UTC.
    const monday = makeCollectionSchema({ clock: pastMidnight });
    expect(validate(monday, valid)).toEqual({ collection_date: 'Select collection date' });
    expect(validate(monday, { ...valid, collection_date: '2026-11-23' })).toEqual({});
  });

  it('reads the clock on every check', () => {
    let now = new Date('2026-11-22T20:59:00Z');
    const live = makeCollectionSchema({ clock: () => now });
    expect(validate(live, valid)).toEqual({});
    now = new Date('2026-11-22T21:00:00Z');
    expect(validate(live, valid)).toEqual({ collection_date: 'Select collection date' });
  });

  it('times are half-hour slots, closing after ready', () => {
    expect(validate(schema, { ...valid, collection_ready_time: '08:30' })).toEqual({
      collection_ready_time: 'Select collection time',
    });
    expect(validate(schema, { ...valid, collection_closing_time: '22:30' })).toEqual({
      collection_closing_time: 'Select collection cutoff/Closing Time',
    });
    expect(
      validate(schema, {
        ...valid,
        collection_ready_time: '18:30',
        collection_closing_time: '18:30',
      }),
    ).toEqual({ collection_closing_time: 'Closing time must be later than the collection time.' });
    expect(
      validate(schema, {
        ...valid,
        collection_ready_time: '21:30',
        collection_closing_time: '22:00',
      }),
    ).toEqual({});
  });

  it('reports the time order together with other errors', () => {
    expect(
      validate(schema, {
        ...valid,
        company_name: '',
        collection_ready_time: '20:00',
        collection_closing_time: '09:00',
      }),
    ).toEqual({
      company_name: 'Enter Company Name',
      collection_closing_time: 'Closing time must be later than the collection time.',
    });
  });
});
