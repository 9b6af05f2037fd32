import { describe, expect, it } from 'vitest';
import { bookingStep1Messages, bookingStep2Messages, bookingStep3Messages } from './booking.ts';
import { cardMessages } from './card.ts';
import { careerMessages } from './career.ts';
import { collectionMessages } from './collection.ts';
import { contactMessages } from './contact.ts';
import { franchiseMessages } from './franchise.ts';
import { loginMessages } from './login.ts';
import { memberContactMessages } from './memberContact.ts';
import { rateMessages } from './rate.ts';
import { trackingMessages } from './tracking.ts';

/** Every field message spec section 5 quotes, copied from the spec word for word. */
const SPEC_SECTION_5 = [
  'Enter your name.',
  'Enter valid email id.',
  'Enter your phone number.',
  'Enter your valid phone number.',
  'Enter your message.',
  'Enter your valid email id.',
  'Enter your mobile number.',
  'Only numbers.',
  'Enter your subject.',
  'Enter your valid mobile number.',
  'Please Select From Country',
  'Please Select To Country',
  'Please Enter Valid Weight',
  'Please Select Unit',
  'Please enter your tracking number.',
  'Please enter a tracking number.',
  'Please Select From State/City',
  'Please Select To State/City',
  'Enter Contact Person Name',
  'Enter Company Name',
  'Enter Street Name/Number',
  'Select Country',
  'Enter City',
  'Enter Valid Telephone/Mobile',
  'Select Shipment Type',
  'Select collection date',
  'Select collection time',
  'Select collection cutoff/Closing Time',
  'Select Vehicle Type',
  'Enter All shipment: Total Weight & allow numbers only',
  'Zipcode allow numbers only',
  'Enter valid fax number',
  'No. of Domestic Shipment allow numbers only',
  'No. of International Shipment allow numbers only',
  'All shipment: Total Pieces allow numbers only',
  'Please accept terms and condition.',
  'Please accept privacy policy.',
  'Please upload KYC document.',
  'Please upload company invoice document.',
  'Enter Name',
  'Enter valid email id',
  'Enter valid mobile number',
  'Enter message',
  'Please upload your resume',
  'Enter your user ID.',
  'Enter your password.',
];

const ours = new Set<string>(
  [
    contactMessages,
    memberContactMessages,
    franchiseMessages,
    rateMessages,
    trackingMessages,
    collectionMessages,
    bookingStep1Messages,
    bookingStep2Messages,
    bookingStep3Messages,
    cardMessages,
    careerMessages,
    loginMessages,
  ].flatMap((messages) => Object.values(messages)),
);

describe('spec section 5 messages', () => {
  it.each(SPEC_SECTION_5)('%s is used word for word', (message) => {
    expect(ours.has(message)).toBe(true);
  });
});
