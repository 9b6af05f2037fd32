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
};
