import { describe, expect, it } from 'vitest';
import {
  addShipmentLine,
  applyTypeChoice,
  CUSTOMS_LINE_FIELDS,
  newShipmentLine,
  recalculateLine,
  recalculateShipping,
  removeShipmentLine,
  type ShipmentLineForm,
  type ShippingForm,
} from './shipmentLines.ts';

const line = (overrides: Partial<ShipmentLineForm> = {}): ShipmentLineForm => ({
  ...newShipmentLine(),
  ...overrides,
});

const form = (items: ShipmentLineForm[], type = 'non-docs'): ShippingForm => ({
  type,
  content: 'clothes',
  value: '',
  shipment_items: items,
  total_pieces: '',
  total_weight: '',
  total_volume_weight: '',
  total_chargeable_weight: '',
});

describe('new lines', () => {
  it('are empty with unit Pieces', () => {
    expect(newShipmentLine()).toEqual({
      weight: '',
      length: '',
      width: '',
      height: '',
      volume_weight: '',
      description: '',
      qty: '',
      unit: 'Pieces',
      item_value: '',
      item_total_value: '',
    });
  });

  it('are pre-filled with 1 for documents', () => {
    expect(newShipmentLine('docs')).toMatchObject({ length: '1', qty: '1', item_total_value: '1' });
    expect(newShipmentLine('DOX').volume_weight).toBe('1');
  });
});

describe('line recalculation', () => {
  it('sets volume weight and item total from the line', () => {
    const out = recalculateLine(
      line({ length: '50', width: '40', height: '30', qty: '3', item_value: '0.1' }),
    );
    expect(out.volume_weight).toBe('12');
    expect(out.item_total_value).toBe('0.3');
  });

  it('leaves blanks at 0 and keeps other fields', () => {
    const out = recalculateLine(line({ description: 'shoes', weight: '2' }));
    expect(out).toMatchObject({ volume_weight: '0', item_total_value: '0', description: 'shoes' });
  });

  it('keeps the documents volume weight at 1', () => {
    const out = recalculateLine(newShipmentLine('docs'), 'docs');
    expect(out.volume_weight).toBe('1');
    expect(out.item_total_value).toBe('1');
  });
});

describe('shipping recalculation', () => {
  it('fills totals, pieces and the declared value (sum of item totals)', () => {
    const out = recalculateShipping(
      form([
        line({
          weight: '5',
          length: '50',
          width: '40',
          height: '30',
          qty: '2',
          item_value: '10.5',
        }),
        line({
          weight: '1.25',
          length: '10',
          width: '10',
          height: '10',
          qty: '1',
          item_value: '4',
        }),
      ]),
    );
    expect(out).toMatchObject({
      value: '25',
      total_pieces: '2',
      total_weight: '6.25',
      total_volume_weight: '12.2',
      total_chargeable_weight: '12.2',
    });
    expect(out.shipment_items.map((l) => l.item_total_value)).toEqual(['21', '4']);
  });
});

describe('type choice (spec 4)', () => {
  const items = [
    line({ weight: '2', description: 'a', length: '30', qty: '4', item_value: '9' }),
    line({ weight: '3', description: 'b' }),
    line({ weight: '', description: '' }),
  ];

  it('docs: content document, fixed fields 1, value = number of lines', () => {
    const out = applyTypeChoice(form(items), 'docs');
    expect(out.type).toBe('docs');
    expect(out.content).toBe('document');
    expect(out.value).toBe('3');
    for (const l of out.shipment_items) {
      expect(l).toMatchObject({
        length: '1',
        width: '1',
        height: '1',
        volume_weight: '1',
        qty: '1',
        item_value: '1',
        item_total_value: '1',
      });
    }
    expect(out.shipment_items.map((l) => [l.weight, l.description])).toEqual([
      ['2', 'a'],
      ['3', 'b'],
      ['', ''],
    ]);
    expect(out).toMatchObject({ total_pieces: '3', total_weight: '5', total_volume_weight: '3' });
    expect(out.total_chargeable_weight).toBe('5');
  });

  it('DOX behaves as docs in the customer wizard', () => {
    const out = applyTypeChoice(form(items, ''), 'DOX');
    expect(out.content).toBe('document');
    expect(out.value).toBe('3');
  });

  it('non-docs clears the fields, content and value; keeps weight and description', () => {
    const out = applyTypeChoice(applyTypeChoice(form(items), 'docs'), 'non-docs');
    expect(out.content).toBe('');
    expect(out.value).toBe('');
    for (const l of out.shipment_items) {
      expect(l).toMatchObject({
        length: '',
        width: '',
        height: '',
        volume_weight: '',
        qty: '',
        item_value: '',
        item_total_value: '',
      });
    }
    expect(out.shipment_items[0]).toMatchObject({ weight: '2', description: 'a' });
    expect(out.total_pieces).toBe('3');
  });

  it('blanks HS code and origin for documents and keeps them for goods', () => {
    const customs = { hs_code: '6403.99', country_of_origin: 'IN' };
    const goods = form([line({ weight: '2', ...customs })]);
    expect(applyTypeChoice(goods, 'non-docs').shipment_items[0]).toMatchObject(customs);
    expect(applyTypeChoice(goods, 'SPX').shipment_items[0]).toMatchObject(customs);
    for (const docs of ['docs', 'DOX']) {
      const line = applyTypeChoice(goods, docs).shipment_items[0]!;
      for (const field of CUSTOMS_LINE_FIELDS) expect(line[field]).toBe('');
      expect(line.weight).toBe('2');
    }
    // A line that never had them does not gain them.
    expect(applyTypeChoice(form([line()]), 'docs').shipment_items[0]).not.toHaveProperty('hs_code');
  });

  it('works with no lines', () => {
    expect(applyTypeChoice(form([]), 'docs')).toMatchObject({ value: '0', total_pieces: '0' });
  });
});

describe('adding and deleting lines', () => {
  it('adding updates the pieces; a docs line comes pre-filled and adds to the value', () => {
    const docs = applyTypeChoice(form([line({ weight: '1' })]), 'docs');
    const out = addShipmentLine(docs);
    expect(out.shipment_items).toHaveLength(2);
    expect(out.total_pieces).toBe('2');
    expect(out.value).toBe('2');
    expect(out.shipment_items[1]?.volume_weight).toBe('1');
  });

  it('deleting recalculates; bad indexes change nothing', () => {
    const two = recalculateShipping(
      form([line({ weight: '4', qty: '1', item_value: '3' }), line({ weight: '6' })]),
    );
    const out = removeShipmentLine(two, 1);
    expect(out).toMatchObject({ total_pieces: '1', total_weight: '4', value: '3' });
    expect(removeShipmentLine(two, 5)).toBe(two);
    expect(removeShipmentLine(two, -1)).toBe(two);
    expect(removeShipmentLine(two, 0.5)).toBe(two);
  });
});
