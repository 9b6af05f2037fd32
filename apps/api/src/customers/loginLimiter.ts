import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginAttempts } from '../db/schema/index.ts';
import { rowsOf } from '../shipments/nextSerial.ts';

export interface LoginLimits {
  /** Attempts for one user ID from one address per window. */
  maxPerUser: number;
  /** Attempts from one address (any user ID) per window. */
  maxPerAddress: number;
  windowMinutes: number;
  /** Failures for one user ID from anywhere (24 h) before each further attempt must wait. */
  userFreeFailures: number;
  /** The growing wait (1 s, 2 s, 4 s, ...) stops growing here. */
  userMaxDelaySeconds: number;
}

export type LoginReservation =
  { ok: true; succeeded(): Promise<void> } | { ok: false; retryAfterSeconds: number };

const DAY_MS = 86_400_000;

/**
 * Login attempts are counted BEFORE the password is checked, with one atomic
 * INSERT ... ON CONFLICT DO UPDATE ... RETURNING per counter, so at most the limit gets through
 * whatever the concurrency (no check-then-record race); a success resets the user's counters.
 *
 * Three counters, in the database so every API process shares them:
 * - address: any user ID from one address (stops spraying many accounts);
 * - user from address: one user ID from one address (the fast limit);
 * - user from anywhere: no hard lock-out (that would let anyone lock the owner out), but after
 *   `userFreeFailures` each attempt must wait a growing delay, so a distributed guesser gets a
 *   handful of tries an hour. A guesser who sends a wrong password each time the delay ends
 *   would keep it running for ever, so a browser the account logged in from before (its device
 *   cookie, customers/deviceCookie.ts) skips this counter: the owner's device still gets in.
 *
 * A success clears the user-from-address counter and gives its own attempt back to the other
 * two (they count failures); the account-wide failures stay until their day is over, so the owner
 * logging in does not hand a guesser a fresh set of free tries.
 */
export function createLoginLimiter(db: Db, limits: LoginLimits) {
  const windowMs = limits.windowMinutes * 60_000;
  const windowStart = (now: Date) => new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const dayStart = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const secondsUntil = (end: Date, now: Date) =>
    Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));

  async function count(key: string, start: Date): Promise<number> {
    const [row] = await db
      .insert(loginAttempts)
      .values({ key, windowStart: start, failures: 1 })
      .onConflictDoUpdate({
        target: [loginAttempts.key, loginAttempts.windowStart],
        set: { failures: sql`${loginAttempts.failures} + 1` },
      })
      .returning({ failures: loginAttempts.failures });
    return row!.failures;
  }

  /** Takes a per-user slot unless the user is inside a delay; sets the next delay atomically. */
  async function userSlot(key: string, now: Date): Promise<Date | null> {
    const free = limits.userFreeFailures;
    const cap = limits.userMaxDelaySeconds;
    const taken = rowsOf<{ failures: number }>(
      await db.execute(sql`
        insert into login_attempts (key, window_start, failures, blocked_until)
        values (${key}, ${dayStart(now)}, 1, null)
        on conflict (key, window_start) do update set
          failures = login_attempts.failures + 1,
          blocked_until = case when login_attempts.failures + 1 > ${free}
            then now() + make_interval(secs => least(${cap}::float8, power(2, least(login_attempts.failures + 1 - ${free}, 30))::float8))
            else null end
        where login_attempts.blocked_until is null or login_attempts.blocked_until <= now()
        returning failures`),
    );
    if (taken.length > 0) return null;
    const [row] = await db
      .select({ blockedUntil: loginAttempts.blockedUntil })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.key, key), eq(loginAttempts.windowStart, dayStart(now))));
    return row?.blockedUntil ?? new Date(now.getTime() + 1000);
  }

  /**
   * A good login is not a failure: the attempt counted before the password was checked is given
   * back; a wait it started ends once the count is within the free failures again.
   */
  async function handBack(key: string, start: Date): Promise<void> {
    await db
      .update(loginAttempts)
      .set({
        failures: sql`greatest(${loginAttempts.failures} - 1, 0)`,
        blockedUntil: sql`case when ${loginAttempts.failures} - 1 <= ${limits.userFreeFailures} then null else ${loginAttempts.blockedUntil} end`,
      })
      .where(and(eq(loginAttempts.key, key), eq(loginAttempts.windowStart, start)));
  }

  return {
    /** `trustedDevice`: the request carries this account's device cookie. */
    async reserve(
      userId: string,
      address: string,
      { trustedDevice = false, now = new Date() }: { trustedDevice?: boolean; now?: Date } = {},
    ): Promise<LoginReservation> {
      const start = windowStart(now);
      const windowEnd = new Date(start.getTime() + windowMs);
      const keys = {
        address: `ip:${address}`,
        pair: `user-ip:${userId}|${address}`,
        user: `user:${userId}`,
      };
      if ((await count(keys.address, start)) > limits.maxPerAddress)
        return { ok: false, retryAfterSeconds: secondsUntil(windowEnd, now) };
      if ((await count(keys.pair, start)) > limits.maxPerUser)
        return { ok: false, retryAfterSeconds: secondsUntil(windowEnd, now) };
      const blockedUntil = trustedDevice ? null : await userSlot(keys.user, now);
      if (blockedUntil) return { ok: false, retryAfterSeconds: secondsUntil(blockedUntil, now) };
      // Old windows are no longer read.
      await db
        .delete(loginAttempts)
        .where(sql`${loginAttempts.windowStart} < ${new Date(dayStart(now).getTime() - DAY_MS)}`);
      return {
        ok: true,
        async succeeded() {
          // The owner is in from this address: its count starts again. The address and account
          // limits count failed logins (an office behind one address logs in all morning; an
          // owner logs in from many browsers): this attempt is handed back to both, while the
          // failures counted (a guesser's, perhaps) stay.
          await db.delete(loginAttempts).where(eq(loginAttempts.key, keys.pair));
          await handBack(keys.address, start);
          if (!trustedDevice) await handBack(keys.user, dayStart(now));
        },
      };
    },
  };
}
