import { describe, expect, it } from 'vitest';
import { carrierServicesNamed, ourServiceId, pricedServiceId } from './ourServiceId';

// service_list on an Arabic page: our ids, names in Arabic.
const oursAr = [
  { id: 1, service_name: 'مستندات سريعة' },
  { id: 2, service_name: 'طرود سريعة' },
];
const oursEn = [
  { id: 1, service_name: 'Express Documents' },
  { id: 2, service_name: 'Express Parcel' },
];

describe('ourServiceId', () => {
  it('maps the built-in carrier by id, whatever language our list is named in', () => {
    const carrier = { id: 2, service_name: 'Express Parcel' };
    expect(ourServiceId(carrier, oursAr)).toBe('2');
    expect(ourServiceId(carrier, oursEn)).toBe('2');
    expect(ourServiceId({ id: '1', service_name: 'Express Documents' }, oursAr)).toBe('1');
  });

  it('falls back to the name (any case) when the id is not one of ours', () => {
    expect(ourServiceId({ id: 77, service_name: ' express parcel ' }, oursEn)).toBe('2');
  });

  it('is null when neither the id nor the name is ours', () => {
    expect(ourServiceId({ id: 77, service_name: 'Economy Select' }, oursAr)).toBeNull();
    expect(ourServiceId({ id: 77, service_name: 'Economy Select' }, [])).toBeNull();
  });
});

describe('pricedServiceId', () => {
  const carrierList = [{ id: 2, service_name: 'Express Parcel' }];
  it('prices the chosen carrier service with our id', () => {
    expect(pricedServiceId('2', carrierList, oursAr)).toBe('2');
  });
  it('is empty while nothing is chosen or the choice maps to none of ours', () => {
    expect(pricedServiceId('', carrierList, oursAr)).toBe('');
    expect(pricedServiceId('9', carrierList, oursAr)).toBe('');
    expect(pricedServiceId('2', carrierList, [])).toBe('');
  });
});

describe('carrierServicesNamed', () => {
  it("names the carrier's services by our names (Arabic on Arabic pages), ids unchanged", () => {
    const carrier = [
      { id: '2', service_name: 'Express Parcel' },
      { id: '77', service_name: 'Partner Freight' },
    ];
    expect(carrierServicesNamed(carrier, oursAr)).toEqual([
      { id: '2', service_name: 'طرود سريعة' },
      { id: '77', service_name: 'Partner Freight' },
    ]);
    expect(carrierServicesNamed([], oursAr)).toEqual([]);
  });
});
