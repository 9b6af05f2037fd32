import { describe, expect, it } from 'vitest';
import { claimGate, canFile, CLAIM_WINDOW_DAYS, nextClaimState } from './claims.ts';
import {
  CLAIM_ERRORS as E,
  claimDecisionSchema,
  claimFilingSchema,
  claimFormSchema,
} from './schemas/claim.ts';

const DAY = 86_400_000;
const now = new Date('2026-11-29T10:00:00Z');
const base = { bookedAt: new Date(now.getTime() - 20 * DAY), cancelled: false, now };
const photo = 'data:image/jpeg;base64,/9j/4AAQ';

describe('who may file when', () => {
  it('opens damage for a delivered shipment until the window closes', () => {
    const delivered = (days: number) =>
      claimGate({
        ...base,
        status: 'delivered',
        deliveredAt: new Date(now.getTime() - days * DAY),
      });
    expect(delivered(1)).toMatchObject({ open: true, kinds: ['damage'] });
    expect(canFile(delivered(CLAIM_WINDOW_DAYS - 1), 'damage')).toBe(true);
    expect(canFile(delivered(1), 'loss')).toBe(false);
    expect(delivered(CLAIM_WINDOW_DAYS + 1)).toEqual({ open: false, reason: 'windowClosed' });
  });

  it('opens loss for an exception, or a shipment a week past its expected day', () => {
    expect(claimGate({ ...base, status: 'exception' })).toMatchObject({ kinds: ['loss'] });
    const late = (days: number) =>
      claimGate({
        ...base,
        status: 'in_transit',
        expectedBy: new Date(now.getTime() - days * DAY),
      });
    expect(late(8)).toMatchObject({ open: true, kinds: ['loss'] });
    expect(late(3)).toEqual({ open: false, reason: 'notYet' });
    // No estimate: 14 days after booking (booked 20 days ago).
    expect(claimGate({ ...base, status: 'in_transit' })).toMatchObject({ open: true });
    expect(
      claimGate({ ...base, status: 'in_transit', bookedAt: new Date(now.getTime() - 2 * DAY) }),
    ).toEqual({ open: false, reason: 'notYet' });
  });

  it('refuses returned and cancelled shipments', () => {
    expect(claimGate({ ...base, status: 'returned' })).toEqual({ open: false, reason: 'returned' });
    expect(claimGate({ ...base, status: 'delivered', cancelled: true })).toEqual({
      open: false,
      reason: 'cancelled',
    });
  });
});

describe('states', () => {
  it('allows only the steps of each state; accepted and rejected are final', () => {
    expect(nextClaimState('submitted', 'ask')).toBe('more_info_requested');
    expect(nextClaimState('submitted', 'answer')).toBeUndefined();
    expect(nextClaimState('more_info_requested', 'answer')).toBe('submitted');
    expect(nextClaimState('more_info_requested', 'accept')).toBe('accepted');
    expect(nextClaimState('submitted', 'reject')).toBe('rejected');
    for (const step of ['ask', 'accept', 'reject', 'answer'] as const) {
      expect(nextClaimState('accepted', step)).toBeUndefined();
      expect(nextClaimState('rejected', step)).toBeUndefined();
    }
  });
});

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the filing schema', () => {
  it('takes a damage claim with a photo', () => {
    const parsed = claimFilingSchema.parse({
      kind: 'damage',
      description: ' Box crushed ',
      valueFils: 12_500,
      photos: [photo],
    });
    expect(parsed.description).toBe('Box crushed');
  });

  it('wants a photo for damage, none for loss, at most five', () => {
    const claim = { description: 'x', valueFils: 1 };
    expect(errorsOf(claimFilingSchema.safeParse({ ...claim, kind: 'damage' }))).toEqual({
      photos: E.photoRequired,
    });
    expect(claimFilingSchema.safeParse({ ...claim, kind: 'loss' }).success).toBe(true);
    expect(
      errorsOf(
        claimFilingSchema.safeParse({ ...claim, kind: 'loss', photos: Array(6).fill(photo) }),
      ),
    ).toEqual({ photos: E.tooManyPhotos });
  });

  it('bounds the value and the description', () => {
    const claim = { kind: 'loss', description: 'x' };
    expect(errorsOf(claimFilingSchema.safeParse({ ...claim, valueFils: 0 }))).toEqual({
      valueFils: E.value,
    });
    expect(errorsOf(claimFilingSchema.safeParse({ ...claim, valueFils: 1.5 }))).toEqual({
      valueFils: E.value,
    });
    expect(errorsOf(claimFilingSchema.safeParse({ ...claim, valueFils: 5_000_001 }))).toEqual({
      valueFils: E.valueTooHigh,
    });
    expect(
      errorsOf(
        claimFilingSchema.safeParse({ ...claim, valueFils: 1, description: 'a'.repeat(2001) }),
      ),
    ).toEqual({ description: E.descriptionTooLong });
  });

  it('reads the form value in dinars', () => {
    const form = { kind: 'damage', description: 'x', photos: [photo] };
    expect(claimFormSchema.parse({ ...form, value: '12.5' }).value).toBe(12_500);
    expect(errorsOf(claimFormSchema.safeParse({ ...form, value: 'abc' }))).toEqual({
      value: E.value,
    });
    expect(errorsOf(claimFormSchema.safeParse({ ...form, value: '0' }))).toEqual({
      value: E.value,
    });
  });
});

describe('the decision schema', () => {
  it('needs a reason to reject or ask, not to accept', () => {
    expect(claimDecisionSchema.safeParse({ decision: 'accept' }).success).toBe(true);
    expect(errorsOf(claimDecisionSchema.safeParse({ decision: 'reject', reason: ' ' }))).toEqual({
      reason: E.reason,
    });
    expect(errorsOf(claimDecisionSchema.safeParse({ decision: 'ask' }))).toEqual({
      reason: E.reason,
    });
  });
});
