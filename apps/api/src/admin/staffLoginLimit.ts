import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createLoginLimiter } from '../customers/loginLimiter.ts';
import { loginLimitsOf } from '../customers/loginLimitSettings.ts';

export type StaffLoginOutcome =
  { kind: 'ok' } | { kind: 'failed' } | { kind: 'limited'; retryAfterSeconds: number };

/**
 * The one place staff login meets the login limiter: the customers' limits and atomic counters
 * (each attempt reserved before the password is checked, so concurrency cannot pass the limit;
 * growing per-user delays instead of a lock-out, skipped by a device the account logged in from
 * before), with user keys prefixed `staff:` so the two
 * kinds of account never share a count.
 */
export function staffLoginLimit(db: Db, config: Config) {
  const limiter = createLoginLimiter(db, loginLimitsOf(config));
  return {
    /** Runs `attempt` unless the limits are reached; only a success resets the user's counters. */
    async guard(
      username: string,
      address: string,
      attempt: () => Promise<boolean>,
      { trustedDevice = false } = {},
    ): Promise<StaffLoginOutcome> {
      const reservation = await limiter.reserve(`staff:${username}`, address, { trustedDevice });
      if (!reservation.ok)
        return { kind: 'limited', retryAfterSeconds: reservation.retryAfterSeconds };
      if (!(await attempt())) return { kind: 'failed' };
      await reservation.succeeded();
      return { kind: 'ok' };
    },
  };
}
