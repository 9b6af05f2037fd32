import { describe, expect, it } from 'vitest';
import {
  createShipmentCollectionRequest,
  createShipmentCollectionResponse,
} from './collections.ts';

describe('collection endpoints', () => {
  it('answer booking_no and ref_no', () => {
    const body = {
      Status: 'Success',
      Message: 'Booked',
      booking_no: 'COL0001000',
      ref_no: 'REF0001000',
    };
    expect(createShipmentCollectionResponse.parse(body)).toEqual(body);
    expect(createShipmentCollectionResponse.safeParse({ ...body, booking_no: '' }).success).toBe(
      false,
    );
  });

  it('check the collection form with its own messages', () => {
    const result = createShipmentCollectionRequest.safeParse({});
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain('Enter Contact Person Name');
    expect(messages).toContain('Select Vehicle Type');
  });
});
