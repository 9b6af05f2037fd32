import { describe, expect, it } from 'vitest';
import { carriesType, offeredServices } from './serviceChoice.ts';

const SERVICES = [
  { id: '1', name: 'Express Documents', documentsOnly: true },
  { id: '2', name: 'Express Parcel', documentsOnly: false },
  { id: '3', name: 'Economy Express', documentsOnly: false },
];

describe('carriesType', () => {
  it('keeps goods off documents-only services, in both wizards', () => {
    expect(carriesType(true, 'non-docs')).toBe(false);
    expect(carriesType(true, 'SPX')).toBe(false);
    expect(carriesType(true, 'docs')).toBe(true);
    expect(carriesType(true, 'DOX')).toBe(true);
    expect(carriesType(false, 'SPX')).toBe(true);
    expect(carriesType(false, 'DOX')).toBe(true);
  });
});

describe('offeredServices', () => {
  it('offers no documents service for a parcel', () => {
    expect(offeredServices(SERVICES, 'non-docs', null).map((s) => s.name)).toEqual([
      'Express Parcel',
      'Economy Express',
    ]);
  });

  it('offers only what the route carries at this weight, once the rate cards answered', () => {
    expect(offeredServices(SERVICES, 'SPX', new Set(['3'])).map((s) => s.id)).toEqual(['3']);
    expect(offeredServices(SERVICES, 'DOX', new Set(['1', '2'])).map((s) => s.id)).toEqual([
      '1',
      '2',
    ]);
  });

  it('offers nothing when nothing carries it (the field then says why)', () => {
    expect(offeredServices(SERVICES, 'non-docs', new Set(['1']))).toEqual([]);
    expect(offeredServices(SERVICES, 'docs', new Set())).toEqual([]);
  });

  it('offers every service while no type is chosen and no weight is known', () => {
    expect(offeredServices(SERVICES, '', null)).toHaveLength(3);
  });
});
