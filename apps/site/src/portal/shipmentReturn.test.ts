import { describe, expect, it } from 'vitest';
import { linkUntil, offersReturn, toLinkedView } from './shipmentReturn';

const linked = {
  shipmentId: 'abc/+=',
  shipment_no: 'SHP00000042',
  awb: '',
  status: 'booked' as const,
  status_label: 'Booked',
};

describe('the Return section of a shipment page', () => {
  it('offers a return only for a delivered shipment with none, that is no return itself', () => {
    const delivered = { status: 'delivered', return_shipment: null, original_shipment: null };
    expect(offersReturn(delivered)).toBe(true);
    expect(offersReturn({ ...delivered, status: 'in_transit' })).toBe(false);
    expect(offersReturn({ ...delivered, return_shipment: linked })).toBe(false);
    expect(offersReturn({ ...delivered, original_shipment: linked })).toBe(false);
  });

  it('names the other shipment in the page language, linking to its page', () => {
    expect(toLinkedView(null, {})).toBeNull();
    expect(toLinkedView(linked, { booked: 'محجوزة' })).toEqual({
      shipmentNo: 'SHP00000042',
      href: '/shipment-details?shipment_id=abc%2F%2B%3D',
      status: { label: 'محجوزة', tone: 'neutral' },
    });
  });

  it("writes the link's last day as a Kuwait date", () => {
    // 22:30 UTC on the 12th is already the 13th in Kuwait.
    expect(linkUntil('2026-12-12T22:30:00.000Z', 'en')).toBe('13 Dec 2026');
  });
});
