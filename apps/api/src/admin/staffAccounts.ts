import { eq } from 'drizzle-orm';
import type { Staff } from '@courier/api-client/admin';
import {
  isStaffRole,
  ROLE_PERMISSIONS,
  STAFF_MIN_PASSWORD_LENGTH,
  STAFF_USERNAME_PATTERN,
  type StaffRole,
} from '@courier/domain/staffRoles';
import type { Db } from '../db/client.ts';
import { staffUsers } from '../db/schema/index.ts';
import { hashPassword } from '../customers/passwords.ts';
import { recordAudit } from './audit.ts';

export type StaffRow = typeof staffUsers.$inferSelect;

export interface NewStaffUser {
  username: string;
  password: string;
  role: string;
  displayName?: string;
}

export const normaliseUsername = (username: string) => username.trim().toLowerCase();

class StaffInputError extends Error {}

/**
 * Creates a staff account (the CLI's and the console's one way in); returns null when the user
 * name is taken. The audit entry is written in the same transaction, by `actor` or by 'cli'.
 */
export async function createStaffUser(
  db: Db,
  input: NewStaffUser,
  actor: { id: number | null; username: string } = { id: null, username: 'cli' },
): Promise<StaffRow | null> {
  const username = normaliseUsername(input.username);
  if (!STAFF_USERNAME_PATTERN.test(username))
    throw new StaffInputError('The user name must be 3-64 lower-case letters, digits or . _ @ -');
  if (!isStaffRole(input.role))
    throw new StaffInputError(
      'The role must be admin, operations, customer-service, content-editor, finance or courier.',
    );
  if (input.password.length < STAFF_MIN_PASSWORD_LENGTH)
    throw new StaffInputError(
      `The password must be at least ${STAFF_MIN_PASSWORD_LENGTH} characters long.`,
    );
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffUsers)
      .values({
        username,
        passwordHash,
        role: input.role,
        displayName: input.displayName?.trim() || username,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    await recordAudit(tx, actor, {
      action: 'staff.create',
      table: 'staff_users',
      recordId: String(row.id),
      after: { username, role: row.role, displayName: row.displayName },
    });
    return row;
  });
}

export async function findStaffByUsername(db: Db, username: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.username, normaliseUsername(username)));
  return row;
}

export function staffView(row: StaffRow): Staff {
  const role = row.role as StaffRole;
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    twoFactor: row.totpSecret !== null,
    language: row.language === 'ar' ? 'ar' : 'en',
  };
}
