import { describe, expect, it } from 'vitest';
import {
  canMoveTo,
  isFinalStatus,
  isTrackingStatus,
  joinTrackingNumbers,
  OWN_FORWARDER,
  parseTrackingNumbers,
  realForwarder,
  TRACKING_ANSWER_MESSAGES,
  TRACKING_STATUS_LABELS,
  TRACKING_STATUS_LABELS_AR,
  TRACKING_STATUSES,
  TRACKING_TRANSITIONS,
  scanMove,
  trackingStatusLabel,
  trackingStatusOf,
} from './tracking.ts';
import { i18nOf } from './catalogI18n.ts';
import { messageCatalogAr } from './i18n/ar.ts';
import { inMessagesOf, messageCatalog } from './messageWords.ts';

const arabic = i18nOf('ar', [{ namespace: messageCatalog.namespace, tree: messageCatalogAr }]);

describe('multi-tracking input', () => {
  it('splits on commas, spaces and new lines and trims', () => {
    expect(parseTrackingNumbers('A1, B2\nC3  D4,,E5\r\n\tF6')).toEqual([
      'A1',
      'B2',
      'C3',
      'D4',
      'E5',
      'F6',
    ]);
  });

  it('drops duplicates, keeping the first as typed (case-insensitive)', () => {
    expect(parseTrackingNumbers('abc1 ABC1 12345, 12345')).toEqual(['abc1', '12345']);
  });

  it('gives nothing for blank input', () => {
    expect(parseTrackingNumbers('')).toEqual([]);
    expect(parseTrackingNumbers(' ,\n , ')).toEqual([]);
  });

  it('does not cap the list itself (the schema does)', () => {
    const many = Array.from({ length: 30 }, (_, i) => `N${i}`).join(',');
    expect(parseTrackingNumbers(many)).toHaveLength(30);
  });

  it('joins numbers for the multi-tracking parameter', () => {
    expect(joinTrackingNumbers(['A1', 'B2'])).toBe('A1,B2');
  });
});

describe('tracking statuses', () => {
  it('has the eight statuses with labels', () => {
    expect(TRACKING_STATUSES).toEqual([
      'booked',
      'picked_up',
      'in_transit',
      'at_customs',
      'out_for_delivery',
      'delivered',
      'exception',
      'returned',
    ]);
    expect(Object.values(TRACKING_STATUS_LABELS)).toEqual([
      'Booked',
      'Picked Up',
      'In Transit',
      'At Customs',
      'Out for Delivery',
      'Delivered',
      'Exception',
      'Returned',
    ]);
  });

  it('recognises status codes', () => {
    expect(isTrackingStatus('in_transit')).toBe(true);
    expect(isTrackingStatus('In Transit')).toBe(false);
  });

  it('allows the journey forward and stops at the end', () => {
    expect(canMoveTo('booked', 'picked_up')).toBe(true);
    expect(canMoveTo('out_for_delivery', 'delivered')).toBe(true);
    expect(canMoveTo('exception', 'returned')).toBe(true);
    expect(canMoveTo('delivered', 'in_transit')).toBe(false);
    expect(isFinalStatus('delivered')).toBe(true);
    expect(isFinalStatus('returned')).toBe(true);
    expect(isFinalStatus('exception')).toBe(false);
    // Delivered leads only to the return path; Returned ends everything.
    expect(TRACKING_TRANSITIONS.delivered).toEqual(['returned']);
    expect(TRACKING_TRANSITIONS.returned).toEqual([]);
  });

  it('records forward skips (missed scans) and refuses only impossible moves, with the reason', () => {
    expect(scanMove('booked', 'in_transit')).toEqual({ ok: true, skipped: ['picked_up'] });
    expect(scanMove('booked', 'delivered')).toEqual({
      ok: true,
      skipped: ['picked_up', 'in_transit', 'out_for_delivery'],
    });
    expect(scanMove('in_transit', 'at_customs')).toEqual({ ok: true, skipped: [] });
    expect(scanMove('at_customs', 'in_transit')).toEqual({ ok: true, skipped: [] });
    expect(scanMove('delivered', 'returned')).toEqual({ ok: true, skipped: [] });
    expect(scanMove('delivered', 'out_for_delivery')).toEqual({
      ok: false,
      reason: 'The shipment was delivered; only a return can follow, not Out for Delivery.',
    });
    expect(scanMove('returned', 'in_transit').ok).toBe(false);
    expect(scanMove('in_transit', 'picked_up')).toEqual({
      ok: false,
      reason: 'A shipment that is In Transit cannot go back to Picked Up.',
    });
    expect(scanMove('picked_up', 'booked').ok).toBe(false);
  });
});

describe('status words in a language', () => {
  it('reads our codes from the one table, English as the labels, and leaves other words to the caller', () => {
    for (const code of TRACKING_STATUSES) {
      expect(trackingStatusLabel(code, 'en')).toBe(TRACKING_STATUS_LABELS[code]);
      expect(trackingStatusLabel(code, 'ar')).toBe(TRACKING_STATUS_LABELS_AR[code]);
      expect(TRACKING_STATUS_LABELS_AR[code]).toMatch(/[\u0600-\u06FF]/);
    }
    expect(trackingStatusLabel('IN TRANSIT', 'ar')).toBeUndefined();
    expect(TRACKING_ANSWER_MESSAGES.notFoundStatus).toBe('Not found');
    expect(inMessagesOf(arabic, () => TRACKING_ANSWER_MESSAGES.notFoundStatus)).toBe('غير موجودة');
  });
});

describe('forwarders worth showing', () => {
  const awb = '70012345012';
  it('our own airway bill under Forwarder No is no forwarder', () => {
    expect(realForwarder({ name: OWN_FORWARDER, number: awb }, [awb])).toBeUndefined();
    expect(realForwarder({ name: 'Blue Dart', number: ` ${awb} ` }, [awb])).toBeUndefined();
    expect(realForwarder({ name: OWN_FORWARDER, number: 'X1' }, [awb])).toBeUndefined();
    expect(realForwarder({ name: '', number: '' }, [awb])).toBeUndefined();
    // Nor is the number that was asked about (a forwarder number tracked as itself).
    expect(realForwarder({ name: 'Blue Dart', number: 'bd44' }, [awb, 'BD44'])).toBeUndefined();
  });

  it("a named forwarder's number links out; a number nobody claims does not", () => {
    expect(realForwarder({ name: 'Blue Dart', number: 'BD4410023871' }, [awb])).toEqual({
      name: 'Blue Dart',
      number: 'BD4410023871',
      linked: true,
    });
    expect(realForwarder({ name: ' ', number: 'BD4410023871' }, [awb])).toEqual({
      name: '',
      number: 'BD4410023871',
      linked: false,
    });
  });
});

describe('status words back to their code', () => {
  it('reads our words in English and Arabic, and the code itself; not a carrier word', () => {
    for (const code of TRACKING_STATUSES) {
      expect(trackingStatusOf(TRACKING_STATUS_LABELS[code])).toBe(code);
      expect(trackingStatusOf(TRACKING_STATUS_LABELS_AR[code])).toBe(code);
      expect(trackingStatusOf(code)).toBe(code);
    }
    expect(trackingStatusOf(' out for delivery ')).toBe('out_for_delivery');
    expect(trackingStatusOf('DELIVERED')).toBe('delivered');
    expect(trackingStatusOf('Shipment data received')).toBeUndefined();
  });
});
