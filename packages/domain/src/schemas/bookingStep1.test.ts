import { describe, expect, it } from 'vitest';
import { step1Customer, step1Public } from './bookingFixtures.test-data.ts';
import { bookingStep1Schema } from './bookingStep1.ts';
import { validate } from './fieldErrors.ts';

const publicSchema = bookingStep1Schema('public');
const customerSchema = bookingStep1Schema('customer');

const requiredMessages = {
  sender_consignor: 'Enter Sender Consignor Name',
  sender_contact_person: 'Enter Sender Contact Person',
  sender_zip_code: 'Enter Valid Sender Zip Code',
  sender_country: 'Select Sender Country',
  sender_city: 'Select Sender City',
  sender_telephone: 'Enter Valid Sender Telephone',
  sender_email: 'Enter Valid Sender Email Id',
  receiver_company_name: 'Enter Receiver Company Name',
  receiver_attention: 'Enter Receiver Attention',
  receiver_street_name_number: 'Enter Receiver Street Name/Number',
  receiver_city: 'Select Receiver City',
  receiver_zip_code: 'Enter Valid Receiver Zip Code',
  receiver_country: 'Select Receiver Country',
  receiver_telephone: 'Enter Valid Receiver Telephone',
  receiver_mobile: 'Enter Valid Receiver Mobile',
};

describe('booking step 1, public wizard', () => {
  it('accepts a valid sender and receiver; the optional fields become blanks', () => {
    expect(publicSchema.parse(step1Public)).toEqual({
      ...step1Public,
      sender_street_name_number: '',
      sender_fax: '',
      reference_number: '',
      receiver_fax: '',
      receiver_email: '',
    });
  });

  it('shows every required message; the sender street is optional', () => {
    expect(validate(publicSchema, {})).toEqual(requiredMessages);
  });

  it('has no second street lines', () => {
    const parsed = publicSchema.parse({ ...step1Public, sender_street_name_number1: 'x' });
    expect(parsed).not.toHaveProperty('sender_street_name_number1');
  });
});

describe('booking step 1, customer wizard', () => {
  it('requires the sender street as well', () => {
    expect(validate(customerSchema, {})).toEqual({
      ...requiredMessages,
      sender_street_name_number: 'Enter Sender Street Name/Number',
    });
    expect(validate(customerSchema, step1Public)).toEqual({
      sender_street_name_number: 'Enter Sender Street Name/Number',
    });
  });

  it('takes optional second street lines', () => {
    const parsed = customerSchema.parse({
      ...step1Customer,
      sender_street_name_number1: ' Floor 2 ',
    });
    expect(parsed.sender_street_name_number1).toBe('Floor 2');
    expect(parsed.receiver_street_name_number1).toBe('');
  });
});

describe('booking step 1, formats', () => {
  const tooLong = 'x'.repeat(81);
  const longMessage = 'Street Name/Number allows at most 80 characters';

  it('streets hold at most 80 characters', () => {
    expect(
      validate(customerSchema, { ...step1Customer, sender_street_name_number: 'x'.repeat(80) }),
    ).toEqual({});
    expect(
      validate(customerSchema, {
        ...step1Customer,
        sender_street_name_number: tooLong,
        sender_street_name_number1: tooLong,
        receiver_street_name_number: tooLong,
        receiver_street_name_number1: tooLong,
      }),
    ).toEqual({
      sender_street_name_number: longMessage,
      sender_street_name_number1: longMessage,
      receiver_street_name_number: longMessage,
      receiver_street_name_number1: longMessage,
    });
    expect(validate(publicSchema, { ...step1Public, sender_street_name_number: tooLong })).toEqual({
      sender_street_name_number: longMessage,
    });
  });

  it('zip, telephone, mobile and fax: digits and plus signs with a digit', () => {
    const plus = {
      ...step1Public,
      sender_zip_code: '+13001',
      sender_fax: '+9652222',
      receiver_fax: '12',
    };
    expect(validate(publicSchema, plus)).toEqual({});
    expect(
      validate(publicSchema, {
        ...step1Public,
        sender_zip_code: 'AB1',
        sender_telephone: '+',
        sender_fax: 'fax',
        receiver_zip_code: '110 001',
        receiver_telephone: '22-33',
        receiver_mobile: '++',
        receiver_fax: 'x1',
      }),
    ).toEqual({
      sender_zip_code: 'Enter Valid Sender Zip Code',
      sender_telephone: 'Enter Valid Sender Telephone',
      sender_fax: 'Enter Valid Sender Fax Number',
      receiver_zip_code: 'Enter Valid Receiver Zip Code',
      receiver_telephone: 'Enter Valid Receiver Telephone',
      receiver_mobile: 'Enter Valid Receiver Mobile',
      receiver_fax: 'Enter Valid Receiver Fax Number',
    });
  });

  it('sender e-mail required and valid; receiver e-mail optional but checked', () => {
    expect(validate(publicSchema, { ...step1Public, sender_email: 'nope' })).toEqual({
      sender_email: 'Enter Valid Sender Email Id',
    });
    expect(validate(publicSchema, { ...step1Public, receiver_email: 'nope' })).toEqual({
      receiver_email: 'Enter Valid Receiver Email Id',
    });
    expect(validate(publicSchema, { ...step1Public, receiver_email: ' r@x.in ' })).toEqual({});
  });
});
