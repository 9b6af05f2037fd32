import { noteMessages } from '../messages.ts';
import { describe, expect, it } from 'vitest';
import {
  closesAfterReady,
  collectionDateField,
  collectionWindowMessages,
  makeCollectionWindowSchema,
  timeSlotField,
} from './collectionFields.ts';
import { validate } from './fieldErrors.ts';

describe('collection field pieces', () => {
  it('the closing time must follow the ready time when both are known', () => {
    expect(closesAfterReady('10:00', '10:30')).toBe(true);
    expect(closesAfterReady('10:30', '10:30')).toBe(false);
    expect(closesAfterReady('11:00', '10:30')).toBe(false);
    // Missing or malformed times are left to their own field messages.
    expect(closesAfterReady(undefined, '10:30')).toBe(true);
    expect(closesAfterReady('10:00', 'soon')).toBe(true);
  });

  it('time slots accept the 27 half hours only', () => {
    const field = timeSlotField('Pick a time');
    expect(field.parse('09:00')).toBe('09:00');
    expect(field.parse('22:00')).toBe('22:00');
    for (const bad of ['08:30', '22:30', '9:00', '10:15', '']) {
      expect(validate(field, bad), bad).toEqual({ '': 'Pick a time' });
    }
  });

  it('the date field is today in Kuwait or later', () => {
    const field = collectionDateField('Pick a date', () => new Date('2026-11-22T21:00:00Z'));
    expect(validate(field, '2026-11-23')).toEqual({});
    expect(validate(field, '2026-11-22')).toEqual({ '': 'Pick a date' });
    expect(validate(field, '23/11/2026')).toEqual({ '': 'Pick a date' });
  });

  it('the collection window: its fields, the spec words, the instructions optional', () => {
    const window = makeCollectionWindowSchema({ clock: () => new Date('2026-11-22T21:00:00Z') });
    expect(validate(window, {})).toEqual({
      collection_date: collectionWindowMessages.collection_date,
      collection_ready_time: collectionWindowMessages.collection_ready_time,
      collection_close_time: collectionWindowMessages.collection_close_time,
      vehicle_type: collectionWindowMessages.vehicle_type,
    });
    const form = {
      collection_date: '2026-11-23',
      collection_ready_time: '10:00',
      collection_close_time: '10:00',
      vehicle_type: 'van',
    };
    expect(validate(window, form)).toEqual({
      collection_close_time: noteMessages.closingAfterReady,
    });
    expect(validate(window, { ...form, collection_close_time: '10:30' })).toEqual({});
  });
});
