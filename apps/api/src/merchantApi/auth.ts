import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { CounterStore } from '../http/rateLimitStore.ts';
import { keyHolder, type KeyHolder } from './apiKeys.ts';
import { MERCHANT_MESSAGES, MerchantError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key and account of a /api/v1 request (merchantApi/auth.ts); null elsewhere. */
    merchant: KeyHolder | null;
  }
}

const MINUTE = 60_000;
/** Requests with a wrong key from one address, per minute, before they are refused outright. */
const BAD_KEYS_PER_MINUTE = 60;

export interface MerchantAuthOptions {
  db: Db;
  counters: CounterStore;
  /** Calls per key per minute (RATE_LIMIT_API_KEY_PER_MINUTE); 0 turns the limit off. */
  perMinute: number;
}

/** The holder of the request's key; only inside a scope registerMerchantAuth guards. */
export function merchantOf(request: FastifyRequest): KeyHolder {
  if (!request.merchant) throw new Error('merchantOf outside the /api/v1 scope');
  return request.merchant;
}

function bearerKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

function refuseRate(reply: FastifyReply, seconds: number): never {
  reply.header('retry-after', String(seconds));
  throw new MerchantError(429, 'rate_limit_error', 'rate_limited', MERCHANT_MESSAGES.rateLimited);
}

/**
 * Guards every route of the scope it is registered in: the Bearer key is looked up in the
 * database on every request (a revoked key is refused on its next request, in every process),
 * then counted against its limit in the counters every process shares. Each answer carries
 * RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds); a refusal adds Retry-After.
 * Runs before the body is read: a refused request costs no parsing.
 */
export function registerMerchantAuth(api: FastifyInstance, options: MerchantAuthOptions): void {
  const { db, counters, perMinute } = options;
  api.decorateRequest('merchant', null);
  api.addHook('onRequest', async (request, reply) => {
    const key = bearerKey(request);
    const holder = key === undefined ? undefined : await keyHolder(db, key);
    if (!holder) {
      const { current, ttlMs } = await counters.add(`api-bad-key|${request.ip}`, 1, MINUTE);
      if (current > BAD_KEYS_PER_MINUTE) refuseRate(reply, Math.max(1, Math.ceil(ttlMs / 1000)));
      throw key === undefined
        ? new MerchantError(
            401,
            'authentication_error',
            'missing_api_key',
            MERCHANT_MESSAGES.missingKey,
          )
        : new MerchantError(
            401,
            'authentication_error',
            'invalid_api_key',
            MERCHANT_MESSAGES.badKey,
          );
    }
    request.merchant = holder;
    if (perMinute <= 0) return;
    const { current, ttlMs } = await counters.add(`api-key|${holder.keyId}`, 1, MINUTE, perMinute);
    const reset = Math.max(1, Math.ceil(ttlMs / 1000));
    reply.headers({
      'ratelimit-limit': perMinute,
      'ratelimit-remaining': Math.max(0, perMinute - current),
      'ratelimit-reset': reset,
    });
    if (current > perMinute) refuseRate(reply, reset);
  });
}
