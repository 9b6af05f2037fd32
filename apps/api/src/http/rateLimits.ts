import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { ApiError, FAILURE } from './envelope.ts';
import type { CounterStore } from './rateLimitStore.ts';
import { REQUEST_MESSAGES } from './requestMessages.ts';
import { ACCESS_MESSAGES } from './accessMessages.ts';

/** Per-address limits of the public calls (docs/security.md). 0 turns one off. */
export interface RateLimitConfig {
  /**
   * RATE_LIMIT_BOOKINGS_PER_HOUR: create_shipment, create_skynet_shipment,
   * create_shipment_collection, return_create.
   */
  bookingsPerHour: number;
  /** RATE_LIMIT_PAYMENTS_PER_HOUR: make_online_payment (card testing), start_online_payment. */
  paymentsPerHour: number;
  /** RATE_LIMIT_ENQUIRIES_PER_HOUR: contact_us, send_contact_message, career_apply. */
  enquiriesPerHour: number;
  /**
   * RATE_LIMIT_TRACKING_PER_MINUTE: tracks, tracking_data, delivery_link, delivery_choice,
   * delivery_cod_payment, the delivery link's claim calls, return_link.
   */
  trackingPerMinute: number;
  /** RATE_LIMIT_OTHER_PER_MINUTE: every other public POST (prices, lists, login, logout). */
  otherPerMinute: number;
  /** UPLOAD_BYTES_PER_HOUR: request bytes of the upload calls (bookings, career_apply) per address. */
  uploadBytesPerHour: number;
  /** RATE_LIMIT_DOCUMENTS_PER_MINUTE: label and invoice downloads (each is a PDF drawn on the CPU). */
  documentsPerMinute: number;
  /** RATE_LIMIT_UNKNOWN_PER_MINUTE: requests to paths no route answers (probes, scanners). */
  unknownPathsPerMinute: number;
  /** RATE_LIMIT_API_KEY_PER_MINUTE: merchant API calls (/api/v1) per API key. */
  apiKeyPerMinute: number;
  /** RATE_LIMIT_INVITATIONS_PER_HOUR: portal_user_invite, user_invitation, user_invitation_accept. */
  invitationsPerHour: number;
}

const RATE_LIMIT_DEFAULTS: RateLimitConfig = {
  bookingsPerHour: 60,
  paymentsPerHour: 20,
  enquiriesPerHour: 20,
  trackingPerMinute: 60,
  otherPerMinute: 300,
  uploadBytesPerHour: 60 * 1024 * 1024,
  documentsPerMinute: 30,
  unknownPathsPerMinute: 120,
  apiKeyPerMinute: 120,
  invitationsPerHour: 30,
};

export const RATE_LIMIT_ENV: Record<keyof RateLimitConfig, string> = {
  bookingsPerHour: 'RATE_LIMIT_BOOKINGS_PER_HOUR',
  paymentsPerHour: 'RATE_LIMIT_PAYMENTS_PER_HOUR',
  enquiriesPerHour: 'RATE_LIMIT_ENQUIRIES_PER_HOUR',
  trackingPerMinute: 'RATE_LIMIT_TRACKING_PER_MINUTE',
  otherPerMinute: 'RATE_LIMIT_OTHER_PER_MINUTE',
  uploadBytesPerHour: 'UPLOAD_BYTES_PER_HOUR',
  documentsPerMinute: 'RATE_LIMIT_DOCUMENTS_PER_MINUTE',
  unknownPathsPerMinute: 'RATE_LIMIT_UNKNOWN_PER_MINUTE',
  apiKeyPerMinute: 'RATE_LIMIT_API_KEY_PER_MINUTE',
  invitationsPerHour: 'RATE_LIMIT_INVITATIONS_PER_HOUR',
};

const HOUR = 3_600_000;
const MINUTE = 60_000;
const PUBLIC = '/api/website/';
const BOOKINGS = new Set([
  'create_shipment',
  'create_skynet_shipment',
  'create_shipment_collection',
  // The return link's booking: a public write like the wizard's.
  'return_create',
]);
const ENQUIRIES = new Set(['contact_us', 'send_contact_message', 'career_apply']);
/** Tracking, and the receiver's delivery link (a link cannot be walked faster than a number). */
const TRACKING = new Set([
  'tracks',
  'tracking_data',
  'delivery_link',
  'delivery_choice',
  'delivery_cod_payment',
  'delivery_claim',
  'delivery_claim_file',
  'delivery_claim_answer',
  'return_link',
]);
/** Invitations sent, and invitation links tried (a token cannot be walked). */
const INVITATIONS = new Set(['portal_user_invite', 'user_invitation', 'user_invitation_accept']);
const UPLOADS = new Set(['create_shipment', 'career_apply']);
/** The shipping documents (labels, commercial invoice, barcode image): GET /api/website/label/<file>. */
const DOCUMENTS = 'label/';

type Limit = [name: string, max: number, windowMs: number];

/**
 * Read-only calls whose count is written while the request is parsed, checked and answered, and
 * judged before the answer leaves (settleRateLimit, awaited by contractRoute): the counter's
 * round trip and the call's own work (a price, a tracking query) overlap instead of queueing one
 * behind the other. Nothing is sent before the limit is known, so an address over its limit
 * still gets only the 429; an address this process has already seen over its limit is refused
 * before any work, as every other call is.
 */
const JUDGED_BESIDE_THE_WORK = new Set(['price_calculation', 'tracks', 'tracking_data']);

/** A refusal's numbers: the limit and the seconds until its window ends. */
type Refusal = { max: number; seconds: number };

const pendingLimits = new WeakMap<FastifyRequest, Promise<Refusal | null>>();

/** True when the request's count was left running by its onRequest hook (see settleRateLimit). */
export function hasPendingRateLimit(request: FastifyRequest): boolean {
  return pendingLimits.has(request);
}

/**
 * Waits for the request's count, when it was left running by its onRequest hook, and refuses
 * with the 429 envelope when it is over the limit. contractRoute calls it beside every handler.
 */
export async function settleRateLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const judged = pendingLimits.get(request);
  if (!judged) return;
  pendingLimits.delete(request);
  const refusal = await judged;
  if (refusal) refuse(reply, refusal);
}

function refuse(reply: FastifyReply, { max, seconds }: Refusal): never {
  reply.headers({
    'x-ratelimit-limit': max,
    'x-ratelimit-remaining': 0,
    'x-ratelimit-reset': seconds,
    'retry-after': seconds,
  });
  throw new ApiError(429, ACCESS_MESSAGES.rateLimited);
}

/** The limit of a route's method: [name of its counter, max, window], or null when it is not limited. */
function limitOf(url: string, method: string, limits: RateLimitConfig): Limit | null {
  if (!url.startsWith(PUBLIC)) return null;
  const call = url.slice(PUBLIC.length);
  if (TRACKING.has(call)) return ['tracking', limits.trackingPerMinute, MINUTE];
  if (call.startsWith(DOCUMENTS)) return ['documents', limits.documentsPerMinute, MINUTE];
  if (method !== 'POST') return null;
  if (BOOKINGS.has(call)) return [call, limits.bookingsPerHour, HOUR];
  if (call === 'make_online_payment' || call === 'start_online_payment')
    return [call, limits.paymentsPerHour, HOUR];
  if (ENQUIRIES.has(call)) return [call, limits.enquiriesPerHour, HOUR];
  if (INVITATIONS.has(call)) return ['invitations', limits.invitationsPerHour, HOUR];
  return [call, limits.otherPerMinute, MINUTE];
}

/** Adds an onRequest hook to one route (after the ones it already has). */
function addOnRequest(route: RouteOptions, hook: onRequestAsyncHookHandler): void {
  const existing = route.onRequest;
  route.onRequest = existing === undefined ? [hook] : [...[existing].flat(), hook];
}

/**
 * Limits on every public POST (and the tracking calls), per client address (request.ip:
 * X-Forwarded-For only with TRUST_PROXY), counted in a store every process shares. Upload calls
 * are also bounded in bytes per address per hour, judged by Content-Length before the body is read.
 * A refusal is the 429 envelope with Retry-After (and X-RateLimit-Limit, -Remaining and -Reset,
 * as @fastify/rate-limit sent them).
 *
 * Each limit is worked out once, when its route is added, and only limited routes get a hook:
 * with @fastify/rate-limit every request of every route (pages and files included) ran its
 * key, allow-list, max and window callbacks, each awaited. Must be registered before the routes.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  counters: CounterStore,
  limits: RateLimitConfig,
): Promise<void> {
  const over = overLimitKeys();
  const judge = async (key: string, max: number, windowMs: number, reply: FastifyReply) => {
    const { current, ttlMs } = await counters.add(key, 1, windowMs, max);
    const refusal = over.judge(key, current, max, ttlMs);
    if (refusal) refuse(reply, refusal);
  };
  // A path no route answers is refused here, before its body is read: nothing parses, validates
  // or walks what a scanner sends there, and an address that keeps probing is slowed down.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404) return;
    if (limits.unknownPathsPerMinute > 0)
      await judge(`unknown|${request.ip}`, limits.unknownPathsPerMinute, MINUTE, reply);
    return reply.code(404).send({ Status: FAILURE, Message: REQUEST_MESSAGES.notFound });
  });
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const byMethod = new Map<string, Limit>();
    for (const method of methods) {
      const limit = limitOf(route.url, method, limits);
      if (limit !== null && limit[1] > 0) byMethod.set(method, limit);
    }
    const call = route.url.startsWith(PUBLIC) ? route.url.slice(PUBLIC.length) : '';
    // The byte limit first, as before: a refused upload does not also count as a call.
    if (limits.uploadBytesPerHour > 0 && methods.includes('POST') && UPLOADS.has(call)) {
      addOnRequest(route, async (request, reply) => {
        if (request.method !== 'POST') return;
        const declared = Number(request.headers['content-length']);
        // Without a length the body limit bounds it; count that much, to be safe.
        const bytes =
          Number.isSafeInteger(declared) && declared >= 0
            ? declared
            : (request.routeOptions.bodyLimit ?? 0);
        const { current, ttlMs } = await counters.add(`upload-bytes|${request.ip}`, bytes, HOUR);
        if (current > limits.uploadBytesPerHour) {
          reply.header('retry-after', String(Math.max(1, Math.ceil(ttlMs / 1000))));
          throw new ApiError(429, ACCESS_MESSAGES.uploadLimited);
        }
      });
    }
    if (byMethod.size > 0) {
      const beside = JUDGED_BESIDE_THE_WORK.has(call) && route.config?.endpoint !== undefined;
      addOnRequest(route, async (request, reply) => {
        const limit = byMethod.get(request.method);
        if (!limit) return;
        const [name, max, windowMs] = limit;
        const key = `${name}|${request.ip}`;
        const judged = counters
          .add(key, 1, windowMs, max)
          .then(({ current, ttlMs }) => over.judge(key, current, max, ttlMs));
        if (beside && !over.has(key)) {
          // Seen (and rethrown) by settleRateLimit; a request refused before its handler
          // (a 400) leaves it unawaited.
          judged.catch(() => undefined);
          pendingLimits.set(request, judged);
          return;
        }
        const refusal = await judged;
        if (refusal) refuse(reply, refusal);
      });
    }
  });
}

/**
 * The keys this process last saw over their limit, until their window ends: their next calls are
 * judged before any work. Pruned of ended windows when it grows.
 */
function overLimitKeys() {
  const until = new Map<string, number>();
  return {
    has(key: string): boolean {
      const end = until.get(key);
      if (end === undefined) return false;
      if (end > Date.now()) return true;
      until.delete(key);
      return false;
    },
    judge(key: string, current: number, max: number, ttlMs: number): Refusal | null {
      if (current <= max) {
        until.delete(key);
        return null;
      }
      if (until.size >= 10_000) {
        const now = Date.now();
        for (const [k, end] of until) if (end <= now) until.delete(k);
      }
      until.set(key, Date.now() + ttlMs);
      return { max, seconds: Math.ceil(ttlMs / 1000) };
    },
  };
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
