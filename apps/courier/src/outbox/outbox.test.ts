import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closePhoneDb } from './idb';
import {
  backoffMs,
  flush,
  idbOutbox,
  newAction,
  prune,
  type ActionCall,
  type QueuedAction,
  type SendResult,
} from './outbox';
import { createSender } from './sender';

/**
 * The outbox over IndexedDB (fake-indexeddb): actions leave in the order taken, each with the key
 * it was stored with on every attempt; a failure of the network or the server keeps it (and what
 * follows) waiting with a growing pause; a refusal is kept with its message, never dropped.
 */
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  closePhoneDb();
});
afterEach(() => closePhoneDb());

const body = (stopId: number, key: string) => ({ stopId, idempotencyKey: key });
const store = idbOutbox;

async function queue(...items: [ActionCall, number, string][]) {
  for (const [call, stopId, key] of items)
    await store.add(newAction(call, `AWB${stopId}`, body(stopId, key), 1_000));
}

/** A server that answers from a script and remembers every call. */
function server(...answers: SendResult[]) {
  const calls: { call: ActionCall; key: string }[] = [];
  const send = async (call: ActionCall, b: QueuedAction['body']) => {
    calls.push({ call, key: b.idempotencyKey });
    return answers.shift() ?? { ok: true as const };
  };
  return { calls, send };
}

describe('the outbox', () => {
  it('sends in the order taken and marks each sent', async () => {
    await queue(
      ['courier_delivered', 1, 'key-aaaa-1'],
      ['courier_failed', 2, 'key-bbbb-2'],
      ['courier_picked_up', 3, 'key-cccc-3'],
    );
    const { calls, send } = server();
    expect(await flush(store, send, { now: () => 2_000 })).toEqual({
      sent: 3,
      refused: 0,
      retryAt: null,
    });
    expect(calls.map((c) => c.key)).toEqual(['key-aaaa-1', 'key-bbbb-2', 'key-cccc-3']);
    expect((await store.all()).map((a) => a.state)).toEqual(['sent', 'sent', 'sent']);
    // Nothing is sent twice.
    await flush(store, send, { now: () => 3_000 });
    expect(calls).toHaveLength(3);
  });

  it('a network or server failure keeps it and what follows waiting, then resends the same key', async () => {
    await queue(['courier_delivered', 1, 'key-aaaa-1'], ['courier_failed', 2, 'key-bbbb-2']);
    const { calls, send } = server(
      { ok: false, status: 0, message: 'offline', errors: {} },
      { ok: false, status: 503, message: 'busy', errors: {} },
    );
    expect(await flush(store, send, { now: () => 2_000 })).toEqual({
      sent: 0,
      refused: 0,
      retryAt: 2_000 + backoffMs(1),
    });
    expect(calls).toHaveLength(1);
    // Before the pause is over nothing is tried; after it, the same key again.
    await flush(store, send, { now: () => 3_000 });
    expect(calls).toHaveLength(1);
    const second = await flush(store, send, { now: () => 4_000 });
    expect(second.retryAt).toBe(4_000 + backoffMs(2));
    expect(backoffMs(2)).toBeGreaterThan(backoffMs(1));
    const third = await flush(store, send, { now: () => 100_000 });
    expect(third).toEqual({ sent: 2, refused: 0, retryAt: null });
    expect(calls.map((c) => c.key)).toEqual([
      'key-aaaa-1',
      'key-aaaa-1',
      'key-aaaa-1',
      'key-bbbb-2',
    ]);
  });

  it('a conflict is kept with its message and the next action still leaves', async () => {
    await queue(['courier_delivered', 1, 'key-aaaa-1'], ['courier_failed', 2, 'key-bbbb-2']);
    const { send } = server({
      ok: false,
      status: 409,
      message: 'This shipment was cancelled.',
      errors: {},
    });
    expect(await flush(store, send, { now: () => 2_000 })).toEqual({
      sent: 1,
      refused: 1,
      retryAt: null,
    });
    const [first, second] = await store.all();
    expect(first).toMatchObject({
      state: 'refused',
      refusal: { status: 409, message: 'This shipment was cancelled.' },
    });
    expect(second!.state).toBe('sent');
    // A refused action is not sent again by later rounds.
    const again = server();
    await flush(store, again.send, { now: () => 3_000, force: true });
    expect(again.calls).toHaveLength(0);
  });

  it('a field refusal (400) keeps its field messages', async () => {
    await queue(['courier_delivered', 1, 'key-aaaa-1']);
    const { send } = server({
      ok: false,
      status: 400,
      message: 'Check the form.',
      errors: { code: 'The one-time code is not right.' },
    });
    await flush(store, send, { now: () => 2_000 });
    expect((await store.all())[0]!.refusal).toEqual({
      status: 400,
      message: 'Check the form.',
      errors: { code: 'The one-time code is not right.' },
    });
  });

  it('prune forgets sent actions of earlier days only', async () => {
    await queue(['courier_delivered', 1, 'key-aaaa-1'], ['courier_failed', 2, 'key-bbbb-2']);
    await flush(
      store,
      server({ ok: true }, { ok: false, status: 409, message: 'no', errors: {} }).send,
      { now: () => 2_000 },
    );
    await prune(store, 1_000 + 25 * 3_600_000);
    expect((await store.all()).map((a) => a.state)).toEqual(['refused']);
  });
});

describe('the sender', () => {
  it('stores before sending, sends once per action, and keeps the key across retries', async () => {
    let online = false;
    const keys: string[] = [];
    const sender = createSender(store, async (_call, b) => {
      keys.push(b.idempotencyKey);
      // Stored before the first attempt: the action is in IndexedDB when the send starts.
      expect((await store.all()).some((a) => a.body.idempotencyKey === b.idempotencyKey)).toBe(
        true,
      );
      return online ? { ok: true } : { ok: false, status: 0, message: 'offline', errors: {} };
    });
    await sender.take('courier_delivered', 'AWB1', body(1, 'key-aaaa-1'));
    await sender.take('courier_failed', 'AWB2', body(2, 'key-bbbb-2'));
    await sender.kick();
    expect((await sender.actions()).map((a) => a.state)).toEqual(['waiting', 'waiting']);
    online = true;
    await sender.kick(true);
    await sender.kick(true);
    sender.stop();
    expect((await sender.actions()).map((a) => a.state)).toEqual(['sent', 'sent']);
    // Every attempt of an action carried its one key; once sent, never again.
    expect(keys.filter((k) => k === 'key-bbbb-2').length).toBeGreaterThanOrEqual(1);
    expect(keys.at(-1)).toBe('key-bbbb-2');
    expect(keys.slice(-2)).toEqual(['key-aaaa-1', 'key-bbbb-2']);
  });
});
