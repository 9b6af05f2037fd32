import { describe, expect, it } from 'vitest';
import { newAction, type QueuedAction } from './outbox/outbox';
import { fitWithin } from './photo';
import { parseRoute } from './routes';
import { localStop, outboxCounts, stopByAwb } from './stopState';
import { addressLines } from './stopText';

const action = (
  stopId: number,
  call: QueuedAction['call'],
  state: QueuedAction['state'],
  message?: string,
): QueuedAction => ({
  ...newAction(call, 'AWB', { stopId, idempotencyKey: `key-${stopId}-${call}` }),
  state,
  ...(message && { refusal: { status: 409, message, errors: {} } }),
});

describe('a stop as the phone shows it', () => {
  it('takes the state of an action waiting to be sent, at once', () => {
    expect(
      localStop({ stopId: 1, state: 'open' }, [action(1, 'courier_delivered', 'waiting')]),
    ).toEqual({
      state: 'delivered',
      waiting: true,
      refusal: null,
    });
    expect(
      localStop({ stopId: 1, state: 'open' }, [action(2, 'courier_failed', 'waiting')]).state,
    ).toBe('open');
  });

  it("keeps the server's refusal of the latest action until the courier acts again", () => {
    const refused = action(1, 'courier_delivered', 'refused', 'This shipment was cancelled.');
    expect(localStop({ stopId: 1, state: 'open' }, [refused])).toEqual({
      state: 'open',
      waiting: false,
      refusal: 'This shipment was cancelled.',
    });
    expect(
      localStop({ stopId: 1, state: 'open' }, [refused, action(1, 'courier_failed', 'waiting')])
        .refusal,
    ).toBeNull();
  });

  it("the server's closed state wins over a sent action", () => {
    expect(
      localStop({ stopId: 1, state: 'failed' }, [action(1, 'courier_delivered', 'sent')]).state,
    ).toBe('failed');
  });

  it('counts what waits and what was refused', () => {
    expect(
      outboxCounts([
        action(1, 'courier_delivered', 'waiting'),
        action(2, 'courier_failed', 'waiting'),
        action(3, 'courier_failed', 'refused', 'no'),
        action(4, 'courier_picked_up', 'sent'),
      ]),
    ).toEqual({ waiting: 2, refused: 1 });
  });
});

describe('finding a stop by a scanned or typed number', () => {
  const stops = [{ awb: '12345678901' }, { awb: '10987654321' }];
  it('matches the digits, inside a longer scanned text too', () => {
    expect(stopByAwb(stops, ' 1098 7654 321 ')).toBe(stops[1]);
    expect(stopByAwb(stops, 'AWB:12345678901/1')).toBe(stops[0]);
    expect(stopByAwb(stops, '99999999999')).toBeUndefined();
    expect(stopByAwb(stops, 'no digits')).toBeUndefined();
  });
});

describe('screens in the address', () => {
  it('reads the hash', () => {
    expect(parseRoute('#/stop/12')).toEqual({ name: 'stop', stopId: 12 });
    expect(parseRoute('#/waiting')).toEqual({ name: 'waiting' });
    expect(parseRoute('#/stop/x')).toEqual({ name: 'run' });
    expect(parseRoute('')).toEqual({ name: 'run' });
  });
});

describe('photos and addresses', () => {
  it('scales a photo down to 1280 px on its longer side, never up', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1280, height: 960 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 960, height: 1280 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('writes the Kuwaiti parts with their words when known, else the booked line', () => {
    const words = Object.fromEntries(
      ['block', 'street', 'house', 'floor', 'flat', 'paci'].map((part) => [
        part,
        ({ value }: { value: string }) => `${part} ${value}`,
      ]),
    ) as Parameters<typeof addressLines>[1];
    const base = {
      line: '12 Road',
      city: 'Salmiya',
      country: 'Kuwait',
      governorate: '',
      area: '',
      block: '',
      street: '',
      house: '',
      floor: '',
      flat: '',
      paci: '',
    };
    expect(addressLines(base, words)).toEqual(['12 Road', 'Salmiya, Kuwait']);
    expect(
      addressLines(
        { ...base, governorate: 'Hawalli', area: 'Salmiya', block: '3', street: '5' },
        words,
      ),
    ).toEqual(['Salmiya, Hawalli', 'block 3, street 5']);
  });
});
