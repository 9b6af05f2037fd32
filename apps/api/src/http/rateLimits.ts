import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './envelope.ts';
import { fastifyRateLimitStore, type CounterStore } from './rateLimitStore.ts';

/** Per-address limits of the public calls (README: Security and reliability). 0 turns one off. */
export interface RateLimitConfig {
  /** RATE_LIMIT_BOOKINGS_PER_HOUR: create_shipment, create_skynet_shipment, create_shipment_collection. */
  bookingsPerHour: number;
  /** RATE_LIMIT_PAYMENTS_PER_HOUR: make_online_payment (card testing). */
  paymentsPerHour: number;
  /** RATE_LIMIT_ENQUIRIES_PER_HOUR: contact_us, send_contact_message, career_apply. */
  enquiriesPerHour: number;
  /** RATE_LIMIT_TRACKING_PER_MINUTE: tracks and tracking_data (an AWB cannot be walked). */
  trackingPerMinute: number;
  /** RATE_LIMIT_OTHER_PER_MINUTE: every other public POST (prices, lists, login, logout). */
  otherPerMinute: number;
  /** UPLOAD_BYTES_PER_HOUR: request bytes of the upload calls (bookings, career_apply) per address. */
  uploadBytesPerHour: number;
}

export const RATE_LIMIT_DEFAULTS: RateLimitConfig = {
  bookingsPerHour: 60,
  paymentsPerHour: 20,
  enquiriesPerHour: 20,
  trackingPerMinute: 60,
  otherPerMinute: 300,
  uploadBytesPerHour: 60 * 1024 * 1024,
};

export const RATE_LIMIT_ENV: Record<keyof RateLimitConfig, string> = {
  bookingsPerHour: 'RATE_LIMIT_BOOKINGS_PER_HOUR',
  paymentsPerHour: 'RATE_LIMIT_PAYMENTS_PER_HOUR',
  enquiriesPerHour: 'RATE_LIMIT_ENQUIRIES_PER_HOUR',
  trackingPerMinute: 'RATE_LIMIT_TRACKING_PER_MINUTE',
  otherPerMinute: 'RATE_LIMIT_OTHER_PER_MINUTE',
  uploadBytesPerHour: 'UPLOAD_BYTES_PER_HOUR',
};

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again later.';
export const UPLOAD_LIMITED_MESSAGE =
  'Too much data uploaded from this address. Please try again later.';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const PUBLIC = '/api/website/';
const BOOKINGS = new Set([
  'create_shipment',
  'create_skynet_shipment',
  'create_shipment_collection',
]);
const ENQUIRIES = new Set(['contact_us', 'send_contact_message', 'career_apply']);
const TRACKING = new Set(['tracks', 'tracking_data']);
const UPLOADS = new Set(['create_shipment', 'career_apply']);

/** The limit of a request: [name of its counter, max, window], or null when it is not limited. */
function limitOf(
  request: FastifyRequest,
  limits: RateLimitConfig,
): [string, number, number] | null {
  const url = request.routeOptions.url ?? '';
  if (!url.startsWith(PUBLIC)) return null;
  const call = url.slice(PUBLIC.length);
  if (TRACKING.has(call)) return ['tracking', limits.trackingPerMinute, MINUTE];
  if (request.method !== 'POST') return null;
  if (BOOKINGS.has(call)) return [call, limits.bookingsPerHour, HOUR];
  if (call === 'make_online_payment') return [call, limits.paymentsPerHour, HOUR];
  if (ENQUIRIES.has(call)) return [call, limits.enquiriesPerHour, HOUR];
  return [call, limits.otherPerMinute, MINUTE];
}

/**
 * @fastify/rate-limit on every public POST (and the tracking GET), per client address (request.ip:
 * X-Forwarded-For only with TRUST_PROXY), counted in a store every process shares. Upload calls
 * are also bounded in bytes per address per hour, judged by Content-Length before the body is read.
 * A refusal is the 429 envelope with Retry-After.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  counters: CounterStore,
  limits: RateLimitConfig,
): Promise<void> {
  const applies = (request: FastifyRequest) => {
    const limit = limitOf(request, limits);
    return limit !== null && limit[1] > 0 ? limit : null;
  };
  await app.register(rateLimit, {
    global: true,
    hook: 'onRequest',
    store: fastifyRateLimitStore(counters),
    allowList: (request) => applies(request) === null,
    keyGenerator: (request) => `${applies(request)?.[0] ?? 'none'}|${request.ip}`,
    max: (request) => applies(request)?.[1] ?? 1,
    timeWindow: (request) => applies(request)?.[2] ?? MINUTE,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: () => new ApiError(429, RATE_LIMITED_MESSAGE),
  });

  if (limits.uploadBytesPerHour > 0) {
    app.addHook('onRequest', async (request, reply) => {
      const url = request.routeOptions.url ?? '';
      if (
        request.method !== 'POST' ||
        !url.startsWith(PUBLIC) ||
        !UPLOADS.has(url.slice(PUBLIC.length))
      )
        return;
      const declared = Number(request.headers['content-length']);
      // Without a length the body limit bounds it; count that much, to be safe.
      const bytes =
        Number.isSafeInteger(declared) && declared >= 0
          ? declared
          : (request.routeOptions.bodyLimit ?? 0);
      const { current, ttlMs } = await counters.add(`upload-bytes|${request.ip}`, bytes, HOUR);
      if (current > limits.uploadBytesPerHour) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(ttlMs / 1000))));
        throw new ApiError(429, UPLOAD_LIMITED_MESSAGE);
      }
    });
  }
}

export function rateLimitConfigFrom(env: NodeJS.ProcessEnv): RateLimitConfig {
  const config = { ...RATE_LIMIT_DEFAULTS };
  for (const [field, name] of Object.entries(RATE_LIMIT_ENV) as [keyof RateLimitConfig, string][]) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < 0)
      throw new Error(`${name} must be a whole number (0 = off), got '${value}'`);
    config[field] = n;
  }
  return config;
}
