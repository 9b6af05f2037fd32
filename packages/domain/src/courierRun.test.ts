import { describe, expect, it } from 'vitest';
import { courierRemark, isPermutationOf, suggestStopOrder, type StopPlace } from './courierRun.ts';
import { courierDeliveredSchema, courierFailedSchema } from './schemas/courier.ts';

const stop = (id: number, place: Omit<StopPlace, 'id' | 'position'>): StopPlace => ({
  id,
  position: id,
  ...place,
});

describe('suggestStopOrder', () => {
  it('groups by governorate, then area, then block as a number', () => {
    const order = suggestStopOrder([
      stop(1, { governorate: 'Hawalli', area: 'Salmiya', block: '10' }),
      stop(2, { governorate: 'Capital', area: 'Sharq', block: '3' }),
      stop(3, { governorate: 'Hawalli', area: 'Salmiya', block: '2' }),
      stop(4, { governorate: 'Hawalli', area: 'Jabriya', block: '1' }),
      stop(5, { governorate: 'capital', area: 'Dasman', block: '1' }),
    ]);
    expect(order).toEqual([5, 2, 4, 3, 1]);
  });

  it('places a stop without Kuwaiti parts by its city, keeping the order of equal places', () => {
    const order = suggestStopOrder([
      stop(1, { city: 'Jahra' }),
      stop(2, { city: 'Ahmadi' }),
      stop(3, { governorate: 'Farwaniya', area: 'Khaitan', block: '4' }),
      stop(4, { city: 'ahmadi ' }),
      stop(5, {}),
    ]);
    expect(order).toEqual([5, 2, 4, 3, 1]);
  });

  it('answers every stop once, and an empty run empty', () => {
    expect(suggestStopOrder([])).toEqual([]);
    const stops = [3, 1, 2].map((id) => stop(id, { city: 'Kuwait City' }));
    expect(suggestStopOrder(stops)).toEqual([1, 2, 3]);
  });
});

describe('the run rules', () => {
  it('a reorder names each stop once', () => {
    expect(isPermutationOf([2, 1, 3], [1, 2, 3])).toBe(true);
    expect(isPermutationOf([1, 1, 3], [1, 2, 3])).toBe(false);
    expect(isPermutationOf([1, 2], [1, 2, 3])).toBe(false);
    expect(isPermutationOf([1, 2, 4], [1, 2, 3])).toBe(false);
  });

  it('stores the catalogue’s English remarks', () => {
    expect(courierRemark({ action: 'delivered', receiverName: 'Ravi' })).toBe(
      'Delivered, signed by Ravi',
    );
    expect(courierRemark({ action: 'failed', reason: 'refused' })).toBe(
      'Delivery refused by receiver',
    );
    expect(courierRemark({ action: 'picked_up' })).toBe('Collected from shipper');
  });

  it('the phone’s schemas: a delivery needs a signature or a code, "other" a note', () => {
    const base = { stopId: 1, idempotencyKey: 'a1b2c3d4-key', receiverName: 'Ravi' };
    expect(courierDeliveredSchema.safeParse(base).success).toBe(false);
    expect(courierDeliveredSchema.safeParse({ ...base, code: '123456' }).success).toBe(true);
    expect(courierDeliveredSchema.safeParse({ ...base, code: '12345' }).success).toBe(false);
    expect(
      courierDeliveredSchema.safeParse({ ...base, code: '123456', idempotencyKey: 'short' })
        .success,
    ).toBe(false);
    const failed = { stopId: 1, idempotencyKey: 'a1b2c3d4-key', reason: 'other' };
    expect(courierFailedSchema.safeParse(failed).success).toBe(false);
    expect(courierFailedSchema.safeParse({ ...failed, note: 'Gate locked' }).success).toBe(true);
    expect(courierFailedSchema.safeParse({ ...failed, reason: 'lost' }).success).toBe(false);
  });
});
