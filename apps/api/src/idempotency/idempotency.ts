import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messageGroup } from '@courier/domain/messageWords';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { ApiError } from '../http/envelope.ts';

/** What a booking call answers: its HTTP status and body. Only 2xx answers are kept for replay. */
export interface Answer {
  status: number;
  body: unknown;
}

export const IDEMPOTENCY_MESSAGES = messageGroup('idempotency');

/** Default: a claim left by a process that died mid-request is taken over after this long. */
const STALE_CLAIM_MS = 60_000;
const WAIT_STEP_MS = 100;
/** A twin waits this long for the first answer, then gets 409 with Retry-After. */
const WAIT_LIMIT_MS = 5_000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/**
 * Stores the answer inside the caller's own transaction (the booking's), so the booking and its
 * answer commit together: a retry after a crash finds either both or neither. Throws 409 (and so
 * rolls the booking back) when this request no longer owns its claim.
 */
export type StoreAnswer = (tx: Tx, answer: Answer) => Promise<void>;

/** Object keys sorted, so the same body sent with another key order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
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
    work: (storeAnswer: StoreAnswer) => Promise<Answer>,
  ): Promise<unknown>;
  /** PGlite mode only (one process holds DATA_DIR): claims left by a killed process are void. */
  dropAbandonedClaims(): Promise<void>;
}

export function createIdempotency(
  db: Db,
  secret: string,
  windowSeconds: number,
  staleClaimMs: number = STALE_CLAIM_MS,
): Idempotency {
  const waitLimitMs = Math.min(WAIT_LIMIT_MS, staleClaimMs);
  // Keyed, so a stored hash of a body holding card data cannot be brute-forced without the secret.
  const hashOf = (scope: string, body: unknown) =>
    createHmac('sha256', secret)
      .update(`${scope}\n${canonical(body)}`)
      .digest('hex');

  async function claim(
    scope: string,
    key: string,
    requestHash: string,
    claimToken: string,
  ): Promise<boolean> {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash, claimToken })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return inserted.length > 0;
  }

  const ownClaim = (scope: string, key: string, claimToken: string) =>
    and(
      eq(idempotencyKeys.scope, scope),
      eq(idempotencyKeys.key, key),
      eq(idempotencyKeys.claimToken, claimToken),
      isNull(idempotencyKeys.statusCode),
    );

  async function release(scope: string, key: string, claimToken: string) {
    await db.delete(idempotencyKeys).where(ownClaim(scope, key, claimToken));
  }

  return {
    async dropAbandonedClaims() {
      await db.delete(idempotencyKeys).where(isNull(idempotencyKeys.statusCode));
    },

    async run(request, reply, scope, work) {
      const header = request.headers['idempotency-key'];
      const given = Array.isArray(header) ? header[0] : header;
      if (given !== undefined && !/^[\x21-\x7e]{1,200}$/.test(given))
        throw new ApiError(400, IDEMPOTENCY_MESSAGES.badKey);
      const requestHash = hashOf(scope, request.body);
      const key = given !== undefined ? `key:${given}` : `auto:${requestHash}`;
      const windowMs = given !== undefined ? Number.POSITIVE_INFINITY : windowSeconds * 1000;

      const claimToken = randomBytes(16).toString('hex');
      const started = Date.now();
      for (;;) {
        if (await claim(scope, key, requestHash, claimToken)) break;
        const [row] = await db
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
        if (!row) continue; // released meanwhile: claim again
        const limitMs = row.statusCode !== null ? windowMs : staleClaimMs;
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
        if (Date.now() - started > waitLimitMs) {
          const left = staleClaimMs - (Date.now() - row.createdAt.getTime());
          reply.header('retry-after', String(Math.max(1, Math.min(5, Math.ceil(left / 1000)))));
          throw new ApiError(409, IDEMPOTENCY_MESSAGES.inProgress);
        }
        await sleep(WAIT_STEP_MS);
      }

      let stored = false;
      const storeAnswer: StoreAnswer = async (tx, answer) => {
        if (answer.status < 200 || answer.status >= 300) return;
        const updated = await tx
          .update(idempotencyKeys)
          .set({ statusCode: answer.status, response: answer.body })
          .where(ownClaim(scope, key, claimToken))
          .returning({ key: idempotencyKeys.key });
        if (updated.length === 0) {
          reply.header('retry-after', '1');
          throw new ApiError(409, IDEMPOTENCY_MESSAGES.inProgress);
        }
        stored = true;
      };
      let answer: Answer;
      try {
        answer = await work(storeAnswer);
      } catch (err) {
        await release(scope, key, claimToken).catch(() => undefined);
        throw err;
      }
      if (answer.status >= 200 && answer.status < 300) {
        if (!stored)
          await db
            .update(idempotencyKeys)
            .set({ statusCode: answer.status, response: answer.body })
            .where(ownClaim(scope, key, claimToken));
      } else {
        // A refusal or a carrier that is down: the same request may be sent again.
        await release(scope, key, claimToken);
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
