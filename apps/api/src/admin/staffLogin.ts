import { eq } from 'drizzle-orm';
import { requiresTwoFactor, type StaffRole } from '@courier/domain/staffRoles';
import type { Db } from '../db/client.ts';
import { staffUsers } from '../db/schema/index.ts';
import { decoyHash, verifyPassword } from '../customers/passwords.ts';
import { recordAudit } from './audit.ts';
import { findStaffByUsername, type StaffRow } from './staffAccounts.ts';
import { useTotpCode } from './staffTotp.ts';
import { newTotpSecret } from './totp.ts';

/** A secret waiting for its first code: kept across attempts so the QR code stays valid. */
export async function pendingSecret(db: Db, staff: StaffRow): Promise<string> {
  if (staff.totpPendingSecret) return staff.totpPendingSecret;
  const secret = newTotpSecret();
  await db.update(staffUsers).set({ totpPendingSecret: secret }).where(eq(staffUsers.id, staff.id));
  return secret;
}

/** Turns two-factor login on with a confirmed secret, on the audit record. */
export async function enrolTotp(db: Db, staff: StaffRow, secret: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ totpSecret: secret, totpPendingSecret: null })
      .where(eq(staffUsers.id, staff.id));
    await recordAudit(tx, staff, {
      action: 'staff.totp_enrolled',
      table: 'staff_users',
      recordId: String(staff.id),
    });
  });
}

/** done: logged in; code and enrol: the second step is still to come; wrongCode: refused. */
export type StaffLoginOutcome = 'done' | 'code' | 'enrol' | 'wrongCode';

/**
 * The password and the second factor as one attempt: ok false for a wrong password or a wrong
 * code (a wrong code counts like a wrong password). A first code confirms a pending enrolment.
 */
export async function checkStaffLogin(
  db: Db,
  username: string,
  form: { password: string; code?: string },
): Promise<{ ok: boolean; staff: StaffRow | undefined; outcome: StaffLoginOutcome }> {
  const staff = await findStaffByUsername(db, username);
  const ok = await verifyPassword(staff?.passwordHash ?? (await decoyHash()), form.password);
  if (!staff || !ok) return { ok: false, staff, outcome: 'done' };
  const secret =
    staff.totpSecret ??
    (requiresTwoFactor(staff.role as StaffRole) ? staff.totpPendingSecret : null);
  const mustEnrol = !staff.totpSecret && requiresTwoFactor(staff.role as StaffRole);
  if (!staff.totpSecret && !mustEnrol) return { ok: true, staff, outcome: 'done' };
  if (!form.code) return { ok: true, staff, outcome: mustEnrol ? 'enrol' : 'code' };
  if (!secret || !(await useTotpCode(db, staff.id, secret, form.code)))
    return { ok: false, staff, outcome: 'wrongCode' };
  if (mustEnrol) await enrolTotp(db, staff, secret);
  return { ok: true, staff, outcome: 'done' };
}
