import { describe, expect, it } from 'vitest';
import {
  addressPieces,
  inOrder,
  joinTyped,
  partyNames,
  refusalField,
  sameOrder,
  type RunStop,
} from './runStops';

const blankAddress: RunStop['address'] = {
  line: '',
  city: '',
  country: '',
  governorate: '',
  area: '',
  block: '',
  street: '',
  house: '',
  floor: '',
  flat: '',
  paci: '',
};

const stop = (stopId: number): RunStop => ({
  stopId,
  position: stopId,
  kind: 'delivery',
  state: 'open',
  awb: `1000000000${stopId}`,
  shipmentNo: `1000000000${stopId}`,
  contact: { name: 'Ravi', company: 'Globex', phone: '+96522223333' },
  address: blankAddress,
  codAmountFils: null,
  receiverChoice: null,
  notes: '',
  proof: { signatureUrl: null, photoUrl: null },
});

describe('addressPieces', () => {
  it('reads the booked line, city and country when there are no Kuwaiti parts', () => {
    expect(
      addressPieces({ ...blankAddress, line: ' 12 MG Road ', city: 'New Delhi', country: 'India' }),
    ).toEqual([{ text: '12 MG Road' }, { text: 'New Delhi' }, { text: 'India' }]);
  });

  it('reads the Kuwaiti parts in order, each labelled one with its word, blanks left out', () => {
    expect(
      addressPieces({
        ...blankAddress,
        line: 'Street 5, House 7',
        city: 'Kuwait City',
        governorate: 'Hawalli',
        area: 'Salmiya',
        block: '3',
        street: '5',
        house: '7',
        paci: '12345678',
      }),
    ).toEqual([
      { text: 'Hawalli' },
      { text: 'Salmiya' },
      { part: 'block', value: '3' },
      { part: 'street', value: '5' },
      { part: 'house', value: '7' },
      { part: 'paci', value: '12345678' },
    ]);
  });

  it('counts an area alone as Kuwaiti parts', () => {
    expect(addressPieces({ ...blankAddress, city: 'Kuwait', area: 'Jabriya', flat: '4' })).toEqual([
      { text: 'Jabriya' },
      { part: 'flat', value: '4' },
    ]);
  });

  it('answers nothing for an address with nothing known', () => {
    expect(addressPieces(blankAddress)).toEqual([]);
  });
});

describe('partyNames', () => {
  it('names the company, then the person', () => {
    expect(partyNames({ name: 'Ravi', company: 'Globex', phone: '' })).toEqual(['Globex', 'Ravi']);
  });

  it('names a person once when the company is the same name, and leaves blanks out', () => {
    expect(partyNames({ name: 'Amal', company: 'Amal', phone: '' })).toEqual(['Amal']);
    expect(partyNames({ name: 'Amal', company: ' ', phone: '' })).toEqual(['Amal']);
  });
});

describe('joinTyped', () => {
  it('joins typed values as they are written, whatever the screen language', () => {
    expect(joinTyped(['12 MG Road', 'New Delhi', 'India'])).toBe('12 MG Road, New Delhi, India');
    expect(joinTyped(['\u0627\u0644\u0633\u0627\u0644\u0645\u064a\u0629', 'Kuwait'])).toBe(
      '\u0627\u0644\u0633\u0627\u0644\u0645\u064a\u0629\u060c Kuwait',
    );
    expect(joinTyped(['12', '34'])).toBe('12, 34');
  });
});

describe('orders', () => {
  it('tells a changed order from the same one', () => {
    expect(sameOrder([1, 2, 3], [1, 2, 3])).toBe(true);
    expect(sameOrder([1, 3, 2], [1, 2, 3])).toBe(false);
    expect(sameOrder([1, 2], [1, 2, 3])).toBe(false);
  });

  it('puts the stops in the order of the ids, passing over ids no longer on the run', () => {
    const stops = [stop(1), stop(2), stop(3)];
    expect(inOrder(stops, [3, 1, 9, 2]).map((s) => s.stopId)).toEqual([3, 1, 2]);
  });
});

describe('refusalField', () => {
  it('puts an unknown AWB on the number and a second stop of a kind on the kind', () => {
    expect(refusalField(404)).toBe('awb');
    expect(refusalField(409)).toBe('kind');
    expect(refusalField(422)).toBeNull();
    expect(refusalField(0)).toBeNull();
  });
});
