import { createHmac } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { ApiError } from '../http/envelope.ts';

/** What a booking call answers: its HTTP status and body. Only 2xx answers are kept for replay. */
export interface Answer {
  status: number;
  body: unknown;
}

export const IDEMPOTENCY_MESSAGES = {
  otherBody: 'This Idempotency-Key was already used with a different request.',
  inProgress: 'This request is already being processed. Please wait a moment and try again.',
  badKey: 'The Idempotency-Key header must be 1 to 200 visible characters.',
} as const;

/** A claim left by a process that died mid-request is taken over after this long. */
const STALE_CLAIM_MS = 60_000;
const WAIT_STEP_MS = 100;
const WAIT_LIMIT_MS = 10_000;

/** Object keys sorted, so the same body sent with another key order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Idempotency {
  /**
   * Runs `work` once per request identity. With an Idempotency-Key header: the same key and
   * body answers the first 2xx answer again; the same key with another body is refused (422).
   * Without the header: an identical body in the same scope within `windowSeconds` answers the
   * first result. `scope` names the call and who calls it (a customer's key is not another's).
   */
  run(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string,
    work: () => Promise<Answer>,
  ): Promise<unknown>;
}

export function createIdempotency(db: Db, secret: string, windowSeconds: number): Idempotency {
  // Keyed, so a stored hash of a body holding card data cannot be brute-forced without the secret.
  const hashOf = (scope: string, body: unknown) =>
    createHmac('sha256', secret)
      .update(`${scope}\n${canonical(body)}`)
      .digest('hex');

  async function claim(scope: string, key: string, requestHash: string): Promise<boolean> {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return inserted.length > 0;
  }

  async function release(scope: string, key: string) {
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.scope, scope),
          eq(idempotencyKeys.key, key),
          sql`${idempotencyKeys.statusCode} is null`,
        ),
      );
  }

  return {
    async run(request, reply, scope, work) {
      const header = request.headers['idempotency-key'];
      const given = Array.isArray(header) ? header[0] : header;
      if (given !== undefined && !/^[\x21-\x7e]{1,200}$/.test(given))
        throw new ApiError(400, IDEMPOTENCY_MESSAGES.badKey);
      const requestHash = hashOf(scope, request.body);
      const key = given !== undefined ? `key:${given}` : `auto:${requestHash}`;
      const windowMs = given !== undefined ? Number.POSITIVE_INFINITY : windowSeconds * 1000;

      const started = Date.now();
      for (;;) {
        if (await claim(scope, key, requestHash)) break;
        const [row] = await db
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
        if (!row) continue; // released meanwhile: claim again
        const limitMs = row.statusCode !== null ? windowMs : STALE_CLAIM_MS;
        if (Date.now() - row.createdAt.getTime() > limitMs) {
          // Only a row still older than the limit goes: a fresh claim of another process stays.
          await db
            .delete(idempotencyKeys)
            .where(
              and(
                eq(idempotencyKeys.scope, scope),
                eq(idempotencyKeys.key, key),
                lt(idempotencyKeys.createdAt, new Date(Date.now() - limitMs)),
              ),
            );
          continue;
        }
        if (row.requestHash !== requestHash)
          throw new ApiError(422, IDEMPOTENCY_MESSAGES.otherBody);
        if (row.statusCode !== null) {
          reply.header('idempotent-replayed', 'true');
          return reply.status(row.statusCode).send(row.response);
        }
        if (Date.now() - started > WAIT_LIMIT_MS)
          throw new ApiError(409, IDEMPOTENCY_MESSAGES.inProgress);
        await sleep(WAIT_STEP_MS);
      }

      let answer: Answer;
      try {
        answer = await work();
      } catch (err) {
        await release(scope, key).catch(() => undefined);
        throw err;
      }
      if (answer.status >= 200 && answer.status < 300) {
        await db
          .update(idempotencyKeys)
          .set({ statusCode: answer.status, response: answer.body as object })
          .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      } else {
        // A refusal or a carrier that is down: the same request may be sent again.
        await release(scope, key);
      }
      return reply.status(answer.status).send(answer.body);
    },
  };
}

/** Removes answers older than a day (keys are kept that long for retries). */
export async function pruneIdempotencyKeys(db: Db, now: Date = new Date()): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - 24 * 3600_000)));
}
