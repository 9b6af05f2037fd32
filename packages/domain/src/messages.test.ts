import { describe, expect, it } from 'vitest';
import { imageLoadErrorMessage, MESSAGES } from './messages.ts';

describe('non-field messages of spec section 8, spelled as the spec shows', () => {
  it('has every message word for word', () => {
    expect(MESSAGES).toEqual({
      sendFailed: 'Somthing went wrong. Please try again',
      destinationCountryFailed: 'Something went wrong; please try again later.',
      shipmentNotBooked: 'Shipment Not Booked',
      shipmentBooked: 'Shipment Booked Sucessfully',
      loginFailed: 'Invalid Userid/Password. Please try again.',
      orderTrackingMissingNumber: 'Something went wrong.',
      multiTrackingMissingNumber: 'Somthing went wrong.',
      trackingBoxEmpty: 'Please enter a tracking number.',
      awbGenerated: 'AWB Generated Sucessfully',
    });
  });

  it('image-load errors carry the detail after the prefix', () => {
    expect(imageLoadErrorMessage('bad header')).toBe('Error loading image: bad header');
    expect(imageLoadErrorMessage(new Error('decode failed'))).toBe(
      'Error loading image: decode failed',
    );
    expect(imageLoadErrorMessage(undefined)).toBe('Error loading image: ');
  });
});
