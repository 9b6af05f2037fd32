import type { RateLimitConfig } from '../src/http/rateLimits.ts';

/**
 * A benchmark is one address sending thousands of calls a second: the per-address limits would
 * answer 429 within a second. Limits this high keep the limiter (and its shared counter write)
 * on every call, as in production, without refusing the load.
 */
export const BENCH_RATE_LIMITS: RateLimitConfig = {
  bookingsPerHour: 1e9,
  paymentsPerHour: 1e9,
  enquiriesPerHour: 1e9,
  trackingPerMinute: 1e9,
  otherPerMinute: 1e9,
  uploadBytesPerHour: 0,
  documentsPerMinute: 1e9,
  unknownPathsPerMinute: 1e9,
  apiKeyPerMinute: 1e9,
  invitationsPerHour: 1e9,
};

/** Every limit off (0 turns one off): no limiter work and no counter writes (bench/load.ts). */
export const LIMITS_OFF: RateLimitConfig = {
  bookingsPerHour: 0,
  paymentsPerHour: 0,
  enquiriesPerHour: 0,
  trackingPerMinute: 0,
  otherPerMinute: 0,
  uploadBytesPerHour: 0,
  documentsPerMinute: 0,
  unknownPathsPerMinute: 0,
  apiKeyPerMinute: 0,
  invitationsPerHour: 0,
};
