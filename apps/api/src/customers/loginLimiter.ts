import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginAttempts } from '../db/schema/index.ts';

export interface LoginLimits {
  maxPerUser: number;
  maxPerAddress: number;
  windowMinutes: number;
}

export const LOGIN_LIMITED_MESSAGE = 'Too many failed login attempts. Please try again later.';

/**
 * Failed logins counted per user ID and per client address in fixed windows, in the database so
 * every API process shares the count. A login is refused while either count is at its limit.
 */
export function createLoginLimiter(db: Db, limits: LoginLimits) {
  const windowStart = (now: Date) => {
    const ms = limits.windowMinutes * 60_000;
    return new Date(Math.floor(now.getTime() / ms) * ms);
  };
  const keys = (userId: string, address: string) => ({
    user: `user:${userId}`,
    address: `ip:${address}`,
  });

  return {
    async isBlocked(userId: string, address: string, now = new Date()): Promise<boolean> {
      const k = keys(userId, address);
      const rows = await db
        .select()
        .from(loginAttempts)
        .where(
          and(
            inArray(loginAttempts.key, [k.user, k.address]),
            eq(loginAttempts.windowStart, windowStart(now)),
          ),
        );
      const count = (key: string) => rows.find((r) => r.key === key)?.failures ?? 0;
      return count(k.user) >= limits.maxPerUser || count(k.address) >= limits.maxPerAddress;
    },
    async recordFailure(userId: string, address: string, now = new Date()): Promise<void> {
      const k = keys(userId, address);
      const start = windowStart(now);
      await db
        .insert(loginAttempts)
        .values([
          { key: k.user, windowStart: start, failures: 1 },
          { key: k.address, windowStart: start, failures: 1 },
        ])
        .onConflictDoUpdate({
          target: [loginAttempts.key, loginAttempts.windowStart],
          set: { failures: sql`${loginAttempts.failures} + 1` },
        });
      // Old windows are no longer read.
      await db
        .delete(loginAttempts)
        .where(sql`${loginAttempts.windowStart} < ${new Date(start.getTime() - 86_400_000)}`);
    },
  };
}
