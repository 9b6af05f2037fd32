import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling } from '../http/errorHandler.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { createIdempotency, pruneIdempotencyKeys } from './idempotency.ts';

let t: TestApp;
let app: FastifyInstance;
let runs = 0;
let failNext = false;

beforeAll(async () => {
  t = await startTestApp({});
  const idempotency = createIdempotency(t.db, 'x'.repeat(32), 10);
  app = Fastify();
  registerErrorHandling(app);
  app.post('/work', async (request, reply) =>
    idempotency.run(request, reply, 'work', async () => {
      runs += 1;
      if (failNext) {
        failNext = false;
        return { status: 503, body: { Message: 'down' } };
      }
      return { status: 200, body: { run: runs } };
    }),
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const send = (body: unknown, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/work',
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    payload: JSON.stringify(body),
  });

describe('idempotency', () => {
  it('runs the work once for one key, whatever the key order of the body', async () => {
    const a = await send({ x: 1, y: 2 }, 'one');
    const b = await send({ y: 2, x: 1 }, 'one');
    expect([a.json(), b.json(), b.headers['idempotent-replayed']]).toEqual([
      { run: runs },
      { run: runs },
      'true',
    ]);
  });

  it('does not keep a failed answer: the same key may be retried', async () => {
    failNext = true;
    expect((await send({ z: 1 }, 'retry')).statusCode).toBe(503);
    const retried = await send({ z: 1 }, 'retry');
    expect(retried.statusCode).toBe(200);
  });

  it('refuses a malformed key', async () => {
    expect((await send({}, 'x'.repeat(201))).statusCode).toBe(400);
  });

  it('stores a keyed hash of the body, never the body itself', async () => {
    await send({ card_number: '4111111111111111' }, 'card');
    const rows = await t.db.select().from(idempotencyKeys);
    expect(JSON.stringify(rows)).not.toContain('4111111111111111');
  });

  it('answers the first result to an identical body within the window, then runs again after it', async () => {
    const first = (await send({ same: true })).json();
    expect((await send({ same: true })).json()).toEqual(first);
    // Age the stored answer beyond the 10 s window.
    await t.db.update(idempotencyKeys).set({ createdAt: new Date(Date.now() - 11_000) });
    expect((await send({ same: true })).json()).not.toEqual(first);
    await pruneIdempotencyKeys(t.db, new Date(Date.now() + 2 * 86_400_000));
    expect(await t.db.select().from(idempotencyKeys)).toEqual([]);
  });
});
