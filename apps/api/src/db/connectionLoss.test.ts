import { REQUEST_MESSAGES } from '../http/requestMessages.ts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../http/errorHandler.ts';
import { registerMessageLanguage } from '../http/messageLanguage.ts';
import { isConnectionLoss } from './connectionLoss.ts';

/** What node-postgres raises when pg_terminate_backend ends the session under a statement. */
const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
  code: '57P01',
});
/** drizzle's wrapper of a failed statement: the driver's error is its cause. */
const failedQuery = (cause: unknown) =>
  Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('a lost database connection', () => {
  it('is told apart from a wrong statement, through the wrappers around it', () => {
    expect(isConnectionLoss(failedQuery(terminated))).toBe(true);
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLoss(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isConnectionLoss(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    // A unique violation or a syntax error is ours to fix, not a reason to retry.
    expect(isConnectionLoss(failedQuery(Object.assign(new Error('dup'), { code: '23505' })))).toBe(
      false,
    );
    expect(isConnectionLoss(new Error('boom'))).toBe(false);
    expect(isConnectionLoss(undefined)).toBe(false);
  });

  it('is answered 503 with Retry-After in the envelope, in the request language', async () => {
    const app = Fastify();
    registerMessageLanguage(app);
    registerErrorHandling(app);
    app.get('/book', async () => {
      throw failedQuery(terminated);
    });
    const en = await app.inject({ method: 'GET', url: '/book' });
    expect(en.statusCode).toBe(503);
    expect(Number(en.headers['retry-after'])).toBeGreaterThan(0);
    expect(en.json()).toEqual({ Status: 'Error', Message: REQUEST_MESSAGES.unavailable });
    const ar = await app.inject({
      method: 'GET',
      url: '/book',
      headers: { 'accept-language': 'ar' },
    });
    expect(ar.statusCode).toBe(503);
    expect(ar.json()).toEqual({
      Status: 'Error',
      Message: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة مرة أخرى بعد قليل.',
    });
    await app.close();
  });
});
