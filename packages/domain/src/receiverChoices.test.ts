import { describe, expect, it } from 'vitest';
import {
  isChoiceOpen,
  isRescheduleDay,
  receiverChoiceGate,
  rescheduleDays,
  RECEIVER_CHOICE_KINDS,
} from './receiverChoices.ts';
import { kuwaitAddressSchema } from './schemas/kuwaitAddress.ts';
import { receiverChoiceSchema } from './schemas/receiverChoice.ts';

// Monday 30 Nov 2026, 10:00 in Kuwait (07:00 UTC).
const MONDAY = new Date('2026-11-30T07:00:00Z');
const gate = (over: Partial<Parameters<typeof receiverChoiceGate>[0]>) =>
  receiverChoiceGate({
    status: 'in_transit',
    inKuwait: true,
    now: MONDAY,
    cutoffMinutes: 60,
    ...over,
  });

describe('receiverChoiceGate', () => {
  it('opens every choice before the courier leaves', () => {
    for (const status of ['booked', 'picked_up', 'in_transit', 'at_customs', 'exception'] as const)
      expect(gate({ status })).toEqual({ open: true, kinds: RECEIVER_CHOICE_KINDS });
    expect(gate({ status: undefined }).open).toBe(true);
  });

  it('once out for delivery: day, branch and neighbour until the cut-off, no new address', () => {
    const scanned = new Date(MONDAY.getTime() - 59 * 60_000);
    const open = gate({ status: 'out_for_delivery', outForDeliveryAt: scanned });
    expect(open).toEqual({
      open: true,
      kinds: ['reschedule', 'branch', 'neighbour'],
      closesAt: new Date(scanned.getTime() + 3_600_000),
    });
    expect(isChoiceOpen(open, 'address')).toBe(false);
    expect(isChoiceOpen(open, 'reschedule')).toBe(true);
  });

  it('refuses past the cut-off, exactly at it too', () => {
    const scanned = new Date(MONDAY.getTime() - 60 * 60_000);
    expect(gate({ status: 'out_for_delivery', outForDeliveryAt: scanned })).toEqual({
      open: false,
      reason: 'pastCutoff',
    });
    expect(
      gate({ status: 'out_for_delivery', outForDeliveryAt: scanned, cutoffMinutes: 0 }).open,
    ).toBe(false);
  });

  it('closes for good once delivered or returned, and outside Kuwait', () => {
    expect(gate({ status: 'delivered' })).toEqual({ open: false, reason: 'delivered' });
    expect(gate({ status: 'returned' })).toEqual({ open: false, reason: 'returned' });
    expect(gate({ inKuwait: false })).toEqual({ open: false, reason: 'notInKuwait' });
  });
});

describe('rescheduleDays', () => {
  it('lists the working days of the next 7, without Friday and holidays', () => {
    // Tue 1 .. Mon 7 Dec 2026; Friday 4 Dec is the rest day, 2 Dec a holiday here.
    expect(rescheduleDays(MONDAY, { holidays: ['2026-12-02'] })).toEqual([
      '2026-12-01',
      '2026-12-03',
      '2026-12-05',
      '2026-12-06',
      '2026-12-07',
    ]);
  });

  it('never today, never 8 days ahead, follows the calendar given', () => {
    expect(isRescheduleDay('2026-11-30', MONDAY)).toBe(false);
    expect(isRescheduleDay('2026-12-07', MONDAY)).toBe(true);
    expect(isRescheduleDay('2026-12-08', MONDAY)).toBe(false);
    expect(isRescheduleDay('2026-12-04', MONDAY)).toBe(false);
    expect(isRescheduleDay('2026-12-04', MONDAY, { nonWorkingWeekdays: [6] })).toBe(true);
  });

  it('counts from the Kuwait date, not the UTC one', () => {
    // 22:30 UTC on Monday is already Tuesday 01:30 in Kuwait: tomorrow is Wednesday.
    expect(rescheduleDays(new Date('2026-11-30T22:30:00Z'))[0]).toBe('2026-12-02');
  });
});

describe('receiver choice and Kuwaiti address schemas', () => {
  it('takes a structured address and trims it; floor, flat and note are optional', () => {
    const parsed = kuwaitAddressSchema.parse({
      area: ' Salmiya ',
      block: '3',
      street: '12',
      house: '7',
    });
    expect(parsed).toEqual({
      area: 'Salmiya',
      block: '3',
      street: '12',
      house: '7',
      floor: '',
      flat: '',
      note: '',
    });
  });

  it('names each missing part by an id the catalogues word', () => {
    const result = kuwaitAddressSchema.safeParse({ area: '', block: '', street: 's', house: 'h' });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['area', 'address.required'],
      ['block', 'address.required'],
    ]);
  });

  it('parses each kind of choice and refuses a note-less neighbour', () => {
    expect(receiverChoiceSchema.parse({ kind: 'reschedule', date: '2026-12-01' }).kind).toBe(
      'reschedule',
    );
    expect(receiverChoiceSchema.parse({ kind: 'branch', branchId: '4' })).toEqual({
      kind: 'branch',
      branchId: 4,
    });
    const neighbour = receiverChoiceSchema.safeParse({
      kind: 'neighbour',
      place: 'neighbour',
      note: ' ',
    });
    expect(neighbour.error?.issues[0]?.message).toBe('choice.note');
    expect(receiverChoiceSchema.safeParse({ kind: 'teleport' }).error?.issues[0]?.message).toBe(
      'choice.kind',
    );
  });
});
