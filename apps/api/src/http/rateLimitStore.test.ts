import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { redisCounterStore, type CounterStore } from './rateLimitStore.ts';

/**
 * The Redis counter store (REDIS_URL) against a real Redis: the machines this project runs on
 * have one at 127.0.0.1:6379; elsewhere set REDIS_URL, or the file is skipped. The PostgreSQL
 * store is exercised through the routes in rateLimits.test.ts.
 */
const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const reachable = await new Promise<boolean>((done) => {
  const { hostname, port } = new URL(url);
  const socket = createConnection({ host: hostname, port: Number(port || 6379) });
  socket.setTimeout(1000);
  socket.once('connect', () => (socket.destroy(), done(true)));
  socket.once('error', () => done(false));
  socket.once('timeout', () => (socket.destroy(), done(false)));
});

describe.runIf(reachable)('redisCounterStore', () => {
  const stores: CounterStore[] = [];
  afterAll(async () => Promise.all(stores.map((s) => s.close())));
  const open = async () => {
    const store = await redisCounterStore(url);
    stores.push(store);
    return store;
  };
  // Keys of this run only, so parallel runs on one Redis never meet.
  const key = (name: string) => `test-${randomBytes(6).toString('hex')}-${name}`;

  it('two processes (two clients) count one key together, with the window left', async () => {
    const [a, b] = [await open(), await open()];
    const k = key('shared');
    expect((await a.add(k, 1, 60_000)).current).toBe(1);
    expect((await b.add(k, 1, 60_000)).current).toBe(2);
    const third = await a.add(k, 5, 60_000);
    expect(third.current).toBe(7);
    expect(third.ttlMs).toBeGreaterThan(55_000);
    expect(third.ttlMs).toBeLessThanOrEqual(60_000);
  });

  it('a window starts at the first hit and is not stretched by later hits; it starts again when it ends', async () => {
    const store = await open();
    const k = key('window');
    await store.add(k, 1, 300);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const later = await store.add(k, 1, 300);
    expect(later.current).toBe(2);
    expect(later.ttlMs).toBeLessThanOrEqual(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await store.add(k, 1, 300)).current).toBe(1);
  });

  it('concurrent hits are all counted (one MULTI each)', async () => {
    const store = await open();
    const k = key('concurrent');
    const answers = await Promise.all(Array.from({ length: 50 }, () => store.add(k, 1, 60_000)));
    expect(answers.map((a) => a.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });
});
