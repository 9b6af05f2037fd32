import { describe, expect, it } from 'vitest';
import { capLogObject, MAX_LOG_STRING, safeErrorSerializer } from './logging.ts';

describe('log lines', () => {
  it('log a database error without its parameter values or row details', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (user_id)=(secret-user) already exists.',
    });
    const err = Object.assign(
      new Error(
        `Failed query: insert into customers (user_id) values ($1)\nparams: ${'x'.repeat(1_000_000)}`,
        { cause },
      ),
      { params: ['x'.repeat(1_000_000)] },
    );
    const out = safeErrorSerializer(err) as Record<string, unknown>;
    const line = JSON.stringify(out);
    expect(line).not.toContain('xxxx');
    expect(line).not.toContain('secret-user');
    expect(out.message).toBe(
      'Failed query: insert into customers (user_id) values ($1)\nparams: [not logged]',
    );
    expect((out.cause as Record<string, unknown>).code).toBe('23505');
    expect(line.length).toBeLessThan(20_000);
  });

  it('caps every string of a log object', () => {
    const out = capLogObject({ req: { url: `/x?${'a'.repeat(50_000)}` } }) as {
      req: { url: string };
    };
    expect(out.req.url.length).toBeLessThan(MAX_LOG_STRING + 40);
  });
});
