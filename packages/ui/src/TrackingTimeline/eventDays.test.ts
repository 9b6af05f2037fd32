import { describe, expect, it } from 'vitest';
import { eventDays, type TimelineEvent } from './eventDays';

const scan = (date: string, time: string): TimelineEvent => ({
  date,
  time,
  status: 'In Transit',
  details: '',
  location: 'Kuwait',
});

describe('timeline days', () => {
  it('groups scans by day in the order given, each keeping its place in the list', () => {
    const days = eventDays([
      scan('2026-03-04', '14:20'),
      scan('2026-03-04', '08:45'),
      scan('2026-03-03', '11:00'),
    ]);
    expect(days.map((d) => [d.date, d.events.map((e) => [e.time, e.index])])).toEqual([
      [
        '2026-03-04',
        [
          ['14:20', 0],
          ['08:45', 1],
        ],
      ],
      ['2026-03-03', [['11:00', 2]]],
    ]);
  });

  it('keeps an unsorted list in its order (a day may show twice) and an empty one empty', () => {
    const days = eventDays([
      scan('2026-03-04', '10:00'),
      scan('2026-03-05', '09:00'),
      scan('2026-03-04', '08:00'),
    ]);
    expect(days.map((d) => d.date)).toEqual(['2026-03-04', '2026-03-05', '2026-03-04']);
    expect(eventDays([])).toEqual([]);
  });
});
