import { describe, expect, it } from 'vitest';
import { validate } from './fieldErrors.ts';
import { multiTrackingSchema, trackingBoxSchema, trackingNumberSchema } from './tracking.ts';

describe('single tracking input', () => {
  it('needs a number', () => {
    expect(trackingNumberSchema.parse({ tracking_number: ' 12345678901 ' })).toEqual({
      tracking_number: '12345678901',
    });
    expect(validate(trackingNumberSchema, { tracking_number: '  ' })).toEqual({
      tracking_number: 'Please enter your tracking number.',
    });
    expect(validate(trackingNumberSchema, {})).toEqual({
      tracking_number: 'Please enter your tracking number.',
    });
  });
});

describe('multiple tracking input', () => {
  it('cleans the list into the comma-joined parameter', () => {
    expect(multiTrackingSchema.parse({ tracking_number: 'A1, B2\nA1  C3,' })).toEqual({
      tracking_number: 'A1,B2,C3',
    });
  });

  it('needs at least one number', () => {
    expect(validate(multiTrackingSchema, { tracking_number: ' , \n ' })).toEqual({
      tracking_number: 'Please enter your tracking number.',
    });
  });

  it('takes at most 25 numbers', () => {
    const numbers = (n: number) => Array.from({ length: n }, (_, i) => `N${i}`).join('\n');
    expect(validate(multiTrackingSchema, { tracking_number: numbers(25) })).toEqual({});
    expect(validate(multiTrackingSchema, { tracking_number: numbers(26) })).toEqual({
      tracking_number: 'Enter at most 25 tracking numbers.',
    });
    // Duplicates do not count against the limit.
    expect(validate(multiTrackingSchema, { tracking_number: `${numbers(25)}\nN0` })).toEqual({});
  });
});

describe('separate tracking box', () => {
  it("alerts 'Please enter a tracking number.' when blank after trimming", () => {
    expect(validate(trackingBoxSchema, { tracking_number: ' \t ' })).toEqual({
      tracking_number: 'Please enter a tracking number.',
    });
    expect(validate(trackingBoxSchema, { tracking_number: 'X1' })).toEqual({});
  });
});
