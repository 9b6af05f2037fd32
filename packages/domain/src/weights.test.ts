import { describe, expect, it } from 'vitest';
import { chargeableWeight, itemTotal, shipmentTotals, volumetricWeight } from './weights.ts';

describe('volumetric weight = L x W x H / 5000', () => {
  it('computes per line in kg with two decimals', () => {
    expect(volumetricWeight(50, 40, 30)).toBe(12);
    expect(volumetricWeight('10', '10', '10')).toBe(0.2);
    expect(volumetricWeight('33.3', '21.7', '15')).toBe(2.17); // 2.16783
    expect(volumetricWeight('1', '1', '1')).toBe(0); // 0.0002
  });

  it('rounds half away from zero at the second decimal', () => {
    expect(volumetricWeight(25, 1, 1)).toBe(0.01); // 0.005
    expect(volumetricWeight(24, 1, 1)).toBe(0); // 0.0048
  });

  it('counts blanks, zero, negatives and text as 0', () => {
    expect(volumetricWeight('', '10', '10')).toBe(0);
    expect(volumetricWeight('0', '10', '10')).toBe(0);
    expect(volumetricWeight('-10', '10', '10')).toBe(0);
    expect(volumetricWeight('abc', '10', '10')).toBe(0);
    expect(volumetricWeight(null, undefined, '10')).toBe(0);
  });

  it('rounds three-decimal input to two before multiplying', () => {
    expect(volumetricWeight('10.005', '100', '50')).toBe(10.01); // 10.01 x 100 x 50 / 5000
  });

  it('stays exact for large parcels', () => {
    expect(volumetricWeight('1000.55', '999.99', '1234.56')).toBe(247045.33); // 247045.331121984
  });
});

describe('item total = qty x item value', () => {
  it('multiplies without float drift', () => {
    expect(itemTotal('3', '0.1')).toBe(0.3);
    expect(itemTotal(2, 19.99)).toBe(39.98);
    expect(itemTotal('+4', '2.5')).toBe(10);
  });

  it('needs a whole quantity; blanks and bad values give 0', () => {
    expect(itemTotal('', '5')).toBe(0);
    expect(itemTotal('1.5', '5')).toBe(0);
    expect(itemTotal('-2', '5')).toBe(0);
    expect(itemTotal('2', '')).toBe(0);
    expect(itemTotal('0', '5')).toBe(0);
    expect(itemTotal('2', '1.005')).toBe(2.02);
  });
});

describe('chargeable weight = max(weight, volumetric)', () => {
  it('takes the larger', () => {
    expect(chargeableWeight(5, 12)).toBe(12);
    expect(chargeableWeight('12.5', '3')).toBe(12.5);
    expect(chargeableWeight('', '')).toBe(0);
  });
});

describe('shipment totals', () => {
  const lines = [
    { weight: '0.1', volume_weight: '12', item_total_value: '0.1' },
    { weight: '0.2', volume_weight: '0.2', item_total_value: '0.2' },
    { weight: '20', volume_weight: '1.005', item_total_value: '' },
  ];

  it('sums weights, volumetric weights and item totals; counts lines as pieces', () => {
    expect(shipmentTotals(lines)).toEqual({
      total_pieces: 3,
      total_weight: 20.3,
      total_volume_weight: 13.21,
      total_chargeable_weight: 20.3,
      value: 0.3,
    });
  });

  it('chargeable weight follows the volumetric total when larger', () => {
    expect(shipmentTotals(lines.slice(0, 2)).total_chargeable_weight).toBe(12.2);
  });

  it('is all zero for no lines', () => {
    expect(shipmentTotals([])).toEqual({
      total_pieces: 0,
      total_weight: 0,
      total_volume_weight: 0,
      total_chargeable_weight: 0,
      value: 0,
    });
  });

  it('counts empty lines as pieces with zero values', () => {
    expect(shipmentTotals([{}, {}])).toMatchObject({ total_pieces: 2, total_weight: 0 });
  });
});
