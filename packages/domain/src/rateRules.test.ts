import { describe, expect, it } from 'vitest';
import {
  bookingAmountFils,
  isDeliveryOptionChecked,
  shouldCalculateBookingRate,
} from './rateRules.ts';

describe('rate inside a booking', () => {
  it('runs once a service is chosen and chargeable weight is above 0', () => {
    expect(shouldCalculateBookingRate('3', 12.5)).toBe(true);
    expect(shouldCalculateBookingRate('3', '0.01')).toBe(true);
    expect(shouldCalculateBookingRate('3', 0)).toBe(false);
    expect(shouldCalculateBookingRate('3', '-1')).toBe(false);
    expect(shouldCalculateBookingRate('3', '')).toBe(false);
    expect(shouldCalculateBookingRate('', 5)).toBe(false);
    expect(shouldCalculateBookingRate('  ', 5)).toBe(false);
    expect(shouldCalculateBookingRate(undefined, 5)).toBe(false);
  });

  it('takes netPrice in fils, or 0 on failure', () => {
    expect(bookingAmountFils({ Status: 'Success', netPrice: 12.345 })).toBe(12345);
    expect(bookingAmountFils({ Status: 'Success', netPrice: '7.5' })).toBe(7500);
    expect(bookingAmountFils({ Status: 'Failed', netPrice: 12 })).toBe(0);
    expect(bookingAmountFils({ Status: 'Success', netPrice: 'n/a' })).toBe(0);
    expect(bookingAmountFils({ Status: 'Success', netPrice: -4 })).toBe(0);
    expect(bookingAmountFils({ Status: 'Success' })).toBe(0);
    expect(bookingAmountFils(null)).toBe(0);
  });
});

describe('delivery option radios', () => {
  it('check the selected option', () => {
    expect(isDeliveryOptionChecked('7', '7', 2)).toBe(true);
    expect(isDeliveryOptionChecked(7, '7', 2)).toBe(true);
    expect(isDeliveryOptionChecked('5', '7', 0)).toBe(false);
  });

  it('check the first option while none is selected', () => {
    expect(isDeliveryOptionChecked('5', '', 0)).toBe(true);
    expect(isDeliveryOptionChecked('6', undefined, 1)).toBe(false);
    expect(isDeliveryOptionChecked('5', null, 0)).toBe(true);
  });
});
