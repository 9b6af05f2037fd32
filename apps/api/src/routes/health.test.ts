import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { Database } from '../db/client.ts';
import { healthRoutes } from './health.ts';

const fakeDatabase = (ping: () => Promise<void>): Database => ({
  db: undefined as never,
  kind: 'postgres',
  ping,
  close: async () => undefined,
  listen: async () => async () => undefined,
});

describe('/healthz', () => {
  it('is 503 when the database does not answer', async () => {
    const app = Fastify({ logger: false });
    healthRoutes(
      app,
      fakeDatabase(async () => {
        throw new Error('connection refused');
      }),
    );
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'postgres' });
  });

  it('is 200 when it does', async () => {
    const app = Fastify({ logger: false });
    healthRoutes(
      app,
      fakeDatabase(async () => undefined),
    );
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
