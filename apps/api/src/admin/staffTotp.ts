import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { staffUsers } from '../db/schema/index.ts';
import { totpStep } from './totp.ts';

/**
 * Accepts a staff member's TOTP code once: the code must be right and its 30-second step later
 * than the last step accepted for that account (RFC 6238 section 5.2). The step is claimed with
 * one conditional UPDATE, so of two requests with the same code, in any processes, one wins.
 */
export async function useTotpCode(
  db: Db,
  staffUserId: number,
  secret: string,
  code: string,
): Promise<boolean> {
  const step = totpStep(secret, code);
  if (step === null) return false;
  const claimed = await db
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffUsers.id, staffUserId),
        or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step)),
      ),
    )
    .returning({ id: staffUsers.id });
  return claimed.length > 0;
}
