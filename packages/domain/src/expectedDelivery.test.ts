import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  DEFAULT_TRANSIT_BY_ZONE,
  deliveryOutlook,
  expectedDeliveryWindow,
  isPastKuwaitDay,
  routeZone,
  transitFor,
  type ScanDate,
} from './expectedDelivery.ts';

// March 2026: Sun 1, Thu 5, Fri 6 (the default rest day), Fri 13.
const scan = (statusCode: string, date: string): ScanDate => ({ statusCode, date });

describe('working days', () => {
  it('counts working days after a date, skipping Fridays and holidays', () => {
    expect(addWorkingDays('2026-03-05', 0)).toBe('2026-03-05');
    expect(addWorkingDays('2026-03-05', 1)).toBe('2026-03-07');
    expect(addWorkingDays('2026-03-05', 3)).toBe('2026-03-09');
    expect(addWorkingDays('2026-03-05', 1, { holidays: ['2026-03-07'] })).toBe('2026-03-08');
    expect(addWorkingDays('2026-03-05', 1, { nonWorkingWeekdays: [5, 6] })).toBe('2026-03-08');
  });
});

describe('transit of a shipment', () => {
  it("takes the service's working days when it has them", () => {
    expect(transitFor({ min: 2, max: 4 }, 'EUR')).toEqual({ min: 2, max: 4 });
    expect(transitFor({ min: 0, max: 0 }, 'KW')).toEqual({ min: 0, max: 0 });
  });

  it("falls back to the route zone's default, then the rest of the world's", () => {
    expect(transitFor(undefined, 'EUR')).toEqual(DEFAULT_TRANSIT_BY_ZONE['EUR']);
    expect(transitFor({ min: 3, max: 1 }, 'GCC')).toEqual(DEFAULT_TRANSIT_BY_ZONE['GCC']);
    expect(transitFor({}, 'MOON')).toEqual(DEFAULT_TRANSIT_BY_ZONE['ROW']);
    expect(transitFor(undefined, '')).toBeUndefined();
  });

  it('reads the far end of the route: imports and exports alike, Kuwait to Kuwait domestic', () => {
    expect(routeZone('KW', 'SAS')).toBe('SAS');
    expect(routeZone('EUR', 'KW')).toBe('EUR');
    expect(routeZone('KW', 'KW')).toBe('KW');
    expect(routeZone('', '')).toBe('');
  });
});

describe('expected delivery window', () => {
  const eur = DEFAULT_TRANSIT_BY_ZONE['EUR']!;

  it('counts the transit from the pickup scan', () => {
    const events = [scan('in_transit', '2026-03-06'), scan('picked_up', '2026-03-05')];
    expect(
      expectedDeliveryWindow({ bookedOn: '2026-03-05', events, transit: { min: 3, max: 5 } }),
    ).toEqual({ earliest: '2026-03-09', latest: '2026-03-11' });
    expect(expectedDeliveryWindow({ bookedOn: '2026-03-01', events, transit: eur })).toEqual({
      earliest: '2026-03-09',
      latest: '2026-03-11',
    });
  });

  it('uses the first pickup when there were two', () => {
    const events = [
      scan('picked_up', '2026-03-09'),
      scan('exception', '2026-03-08'),
      scan('picked_up', '2026-03-07'),
    ];
    expect(
      expectedDeliveryWindow({ bookedOn: '2026-03-07', events, transit: { min: 1, max: 1 } }),
    ).toEqual({ earliest: '2026-03-08', latest: '2026-03-08' });
  });

  it('before pickup, counts from the collection date asked for, on a working day', () => {
    const booked = [scan('booked', '2026-03-03')];
    const transit = { min: 1, max: 2 };
    expect(
      expectedDeliveryWindow({
        bookedOn: '2026-03-03',
        collectionDate: '2026-03-04',
        events: booked,
        transit,
      }),
    ).toEqual({ earliest: '2026-03-05', latest: '2026-03-07' });
    // A collection asked for a Friday happens on Saturday.
    expect(
      expectedDeliveryWindow({
        bookedOn: '2026-03-03',
        collectionDate: '2026-03-06',
        events: booked,
        transit,
      }),
    ).toEqual({ earliest: '2026-03-08', latest: '2026-03-09' });
    // A collection date before the booking (or none) counts from the booking.
    expect(
      expectedDeliveryWindow({
        bookedOn: '2026-03-03',
        collectionDate: '2026-03-01',
        events: booked,
        transit,
      }),
    ).toEqual({ earliest: '2026-03-04', latest: '2026-03-05' });
  });

  it('a Sunday booking is processed on the next working day', () => {
    expect(
      expectedDeliveryWindow({ bookedOn: '2026-03-01', events: [], transit: { min: 0, max: 1 } }),
    ).toEqual({ earliest: '2026-03-02', latest: '2026-03-03' });
  });

  it('same-day service: the pickup day itself', () => {
    expect(
      expectedDeliveryWindow({
        bookedOn: '2026-03-05',
        events: [scan('picked_up', '2026-03-05')],
        transit: { min: 0, max: 0 },
      }),
    ).toEqual({ earliest: '2026-03-05', latest: '2026-03-05' });
  });

  it('out for delivery: that day', () => {
    const events = [scan('out_for_delivery', '2026-03-12'), scan('picked_up', '2026-03-05')];
    expect(expectedDeliveryWindow({ bookedOn: '2026-03-05', events, transit: eur })).toEqual({
      earliest: '2026-03-12',
      latest: '2026-03-12',
    });
    // Even with no transit to go on.
    expect(expectedDeliveryWindow({ bookedOn: '2026-03-05', events, transit: undefined })).toEqual({
      earliest: '2026-03-12',
      latest: '2026-03-12',
    });
  });

  it('none once delivered, returned or in exception, or with nothing to go on', () => {
    for (const code of ['delivered', 'returned', 'exception'])
      expect(
        expectedDeliveryWindow({
          bookedOn: '2026-03-05',
          events: [scan(code, '2026-03-09'), scan('picked_up', '2026-03-05')],
          transit: eur,
        }),
      ).toBeUndefined();
    expect(
      expectedDeliveryWindow({ bookedOn: '2026-03-05', events: [], transit: undefined }),
    ).toBeUndefined();
    expect(
      expectedDeliveryWindow({ bookedOn: 'last week', events: [], transit: eur }),
    ).toBeUndefined();
  });

  it('honours the holidays of the working calendar', () => {
    expect(
      expectedDeliveryWindow({
        bookedOn: '2026-03-05',
        events: [scan('picked_up', '2026-03-05')],
        transit: { min: 1, max: 2 },
        calendar: { holidays: ['2026-03-07', '2026-03-08'] },
      }),
    ).toEqual({ earliest: '2026-03-09', latest: '2026-03-10' });
  });
});

describe('a day the receiver chose', () => {
  const domestic = { min: 1, max: 1 };
  const chose = (statusCode: string, date: string): ScanDate => ({
    statusCode,
    date,
    byReceiver: true,
  });
  const window = (events: ScanDate[], receiverDay?: string) =>
    expectedDeliveryWindow({ bookedOn: '2026-03-01', events, transit: domestic, receiverDay });

  it('replaces the estimate with that day', () => {
    const events = [chose('picked_up', '2026-03-02'), scan('picked_up', '2026-03-02')];
    expect(window(events)).toEqual({ earliest: '2026-03-03', latest: '2026-03-03' });
    expect(window(events, '2026-03-08')).toEqual({ earliest: '2026-03-08', latest: '2026-03-08' });
  });

  it('before pickup and with nothing else to go on, still that day', () => {
    expect(
      expectedDeliveryWindow({
        bookedOn: '2026-03-01',
        events: [chose('booked', '2026-03-01'), scan('booked', '2026-03-01')],
        transit: undefined,
        receiverDay: '2026-03-04',
      }),
    ).toEqual({ earliest: '2026-03-04', latest: '2026-03-04' });
  });

  it('a choice made while out for delivery moves it off today; a later run is the truth', () => {
    const out = [scan('out_for_delivery', '2026-03-03'), scan('picked_up', '2026-03-02')];
    const moved = [chose('out_for_delivery', '2026-03-03'), ...out];
    expect(window(moved, '2026-03-05')).toEqual({ earliest: '2026-03-05', latest: '2026-03-05' });
    const outAgain = [scan('out_for_delivery', '2026-03-07'), ...moved];
    expect(window(outAgain, '2026-03-05')).toEqual({
      earliest: '2026-03-07',
      latest: '2026-03-07',
    });
  });

  it('never before the estimate: a day that cannot be met keeps the estimate', () => {
    const events = [chose('in_transit', '2026-03-02'), scan('picked_up', '2026-03-02')];
    const slow = { min: 4, max: 6 };
    expect(
      expectedDeliveryWindow({
        bookedOn: '2026-03-01',
        events,
        transit: slow,
        receiverDay: '2026-03-03',
      }),
    ).toEqual({ earliest: '2026-03-07', latest: '2026-03-09' });
    expect(
      expectedDeliveryWindow({
        bookedOn: '2026-03-01',
        events,
        transit: slow,
        receiverDay: '2026-03-08',
      }),
    ).toEqual({ earliest: '2026-03-08', latest: '2026-03-09' });
  });

  it('none once delivered, returned or in exception; an odd day is ignored', () => {
    for (const code of ['delivered', 'returned', 'exception'])
      expect(
        window([scan(code, '2026-03-04'), chose('picked_up', '2026-03-02')], '2026-03-05'),
      ).toBeUndefined();
    expect(window([scan('picked_up', '2026-03-02')], 'soon')).toEqual({
      earliest: '2026-03-03',
      latest: '2026-03-03',
    });
  });
});

describe('delivery outlook', () => {
  const window = { earliest: '2026-03-09', latest: '2026-03-11' };

  it('a delivered shipment shows its delivery, not an estimate', () => {
    expect(
      deliveryOutlook({
        deliveryDate: '2026-03-04',
        deliveryTime: '14:20',
        window,
        now: new Date(),
      }),
    ).toEqual({ kind: 'delivered', date: '2026-03-04', time: '14:20' });
  });

  it('an expected window is late once its last day has ended in Kuwait (UTC+3)', () => {
    const outlook = (now: string) =>
      deliveryOutlook({ deliveryDate: '', deliveryTime: '', window, now: new Date(now) });
    // 23:59 on 11 March in Kuwait is 20:59 UTC; midnight is 21:00 UTC.
    expect(outlook('2026-03-11T20:59:00Z')).toEqual({ kind: 'expected', ...window, late: false });
    expect(outlook('2026-03-11T21:00:00Z')).toEqual({ kind: 'expected', ...window, late: true });
    expect(isPastKuwaitDay('not a date', new Date())).toBe(false);
  });

  it('nothing to say without a whole, ordered window', () => {
    const outlook = (w: Partial<typeof window> | undefined) =>
      deliveryOutlook({ deliveryDate: '', deliveryTime: '', window: w, now: new Date() });
    expect(outlook(undefined)).toEqual({ kind: 'none' });
    expect(outlook({ earliest: '', latest: '' })).toEqual({ kind: 'none' });
    expect(outlook({ earliest: '2026-03-11', latest: '2026-03-09' })).toEqual({ kind: 'none' });
  });
});
