import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  accountUserMessages as m,
  INVITATION_DAYS,
  type AccountRole,
} from '@courier/domain/schemas/accountUsers';
import type { Db } from '../db/client.ts';
import type { Tx } from '../jobs/sqlAdapters.ts';
import {
  accountActivity,
  accountInvitations,
  accountUsers,
  apiKeys,
  customerSessions,
  customers,
} from '../db/schema/index.ts';
import type { Mailer } from '../enquiries/mailer.ts';
import { ApiError } from '../http/envelope.ts';
import type { CustomerRow } from '../customers/customerAccounts.ts';
import { hashPassword } from '../customers/passwords.ts';
import type { Actor } from '../customers/sessions.ts';
import { invitationEmail } from './invitationEmail.ts';

/** The id the Team page gives the account's own login (never removed, always an owner). */
const ACCOUNT_LOGIN_ID = 'account';

export interface AccountUserView {
  id: string;
  name: string;
  email: string;
  role: AccountRole;
  created_at: string;
  you: boolean;
}
export interface InvitationView {
  id: string;
  email: string;
  role: AccountRole;
  created_at: string;
  expires_at: string;
}

type UserRow = typeof accountUsers.$inferSelect;
type InvitationRow = typeof accountInvitations.$inferSelect;

/** The invitation token's SHA-256: a token is 32 random bytes, so a fast hash is enough. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

const userView = (row: UserRow, actor: Actor): AccountUserView => ({
  id: row.publicId,
  name: row.name,
  email: row.email,
  role: row.role,
  created_at: row.createdAt.toISOString(),
  you: actor.user?.id === row.id,
});
const invitationView = (row: InvitationRow): InvitationView => ({
  id: row.publicId,
  email: row.email,
  role: row.role,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
});

/** Records who did what in the account (in the change's own transaction when given one). */
export async function recordActivity(
  db: Db | Tx,
  who: { customerId: number; userId: number | null; apiKeyId?: number | null },
  action: string,
  subject = '',
): Promise<void> {
  await db.insert(accountActivity).values({
    customerId: who.customerId,
    userId: who.userId,
    apiKeyId: who.apiKeyId ?? null,
    action,
    subject,
  });
}
/** Who an actor is in the activity record. */
export const activityBy = (actor: Actor) => ({
  customerId: actor.customer.id,
  userId: actor.user?.id ?? null,
});

/** The account's users (its own login first) and its open invitations. */
export async function listAccountUsers(
  db: Db,
  actor: Actor,
): Promise<{ users: AccountUserView[]; invitations: InvitationView[] }> {
  const { customer } = actor;
  const [rows, open] = await Promise.all([
    db
      .select()
      .from(accountUsers)
      .where(and(eq(accountUsers.customerId, customer.id), isNull(accountUsers.removedAt)))
      .orderBy(asc(accountUsers.createdAt), asc(accountUsers.id)),
    db
      .select()
      .from(accountInvitations)
      .where(and(eq(accountInvitations.customerId, customer.id), openInvitation()))
      .orderBy(asc(accountInvitations.createdAt), asc(accountInvitations.id)),
  ]);
  const login: AccountUserView = {
    id: ACCOUNT_LOGIN_ID,
    name: customer.contactPerson,
    email: customer.email,
    role: 'owner',
    created_at: customer.createdAt.toISOString(),
    you: actor.user === null,
  };
  return {
    users: [login, ...rows.map((r) => userView(r, actor))],
    invitations: open.map(invitationView),
  };
}

const openInvitation = () =>
  and(
    isNull(accountInvitations.acceptedAt),
    isNull(accountInvitations.revokedAt),
    gt(accountInvitations.expiresAt, sql`now()`),
  );

/** An e-mail address that already logs in: an active user anywhere, or an account's User ID. */
async function emailTaken(db: Db | Tx, email: string): Promise<boolean> {
  const [user] = await db
    .select({ id: accountUsers.id })
    .from(accountUsers)
    .where(and(eq(accountUsers.email, email), isNull(accountUsers.removedAt)));
  if (user) return true;
  const [login] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.userId, email));
  return login !== undefined;
}

export interface InviteDeps {
  db: Db;
  mailer: Mailer;
  /** The site's address (PUBLIC_URL): the link in the e-mail starts with it. */
  publicUrl: string;
}

/**
 * Invites a colleague: stores the invitation (its token's hash only) and queues the e-mail with
 * the link in the same transaction. Refused (409) when the address already logs in or has an
 * open invitation to this account.
 */
export async function inviteUser(
  deps: InviteDeps,
  actor: Actor,
  input: { email: string; role: AccountRole },
): Promise<InvitationView> {
  const { db } = deps;
  if (await emailTaken(db, input.email)) throw new ApiError(409, m.alreadyUser);
  const [pending] = await db
    .select({ id: accountInvitations.id })
    .from(accountInvitations)
    .where(
      and(
        eq(accountInvitations.customerId, actor.customer.id),
        eq(accountInvitations.email, input.email),
        openInvitation(),
      ),
    );
  if (pending) throw new ApiError(409, m.alreadyInvited);
  const token = randomBytes(32).toString('base64url');
  const link = `${deps.publicUrl.replace(/\/$/, '')}/invitation#${token}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accountInvitations)
      .values({
        publicId: newId('inv'),
        customerId: actor.customer.id,
        email: input.email,
        role: input.role,
        tokenHash: tokenHash(token),
        invitedBy: actor.user?.id ?? null,
        expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
      })
      .returning();
    const mail = invitationEmail(actor.customer.companyName, input.role, link, INVITATION_DAYS);
    await deps.mailer.to(input.email, { ...mail, key: `invitation:${row!.publicId}` }, tx);
    await recordActivity(tx, activityBy(actor), 'user.invited', row!.publicId);
    return invitationView(row!);
  });
}

/** One of the account's active users by public id (never the account's own login). */
async function ownUser(db: Db | Tx, actor: Actor, userId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(accountUsers)
    .where(
      and(
        eq(accountUsers.publicId, userId),
        eq(accountUsers.customerId, actor.customer.id),
        isNull(accountUsers.removedAt),
      ),
    );
  return row;
}

/** Changes a user's role; undefined when the user is not the account's. */
export async function changeUserRole(
  db: Db,
  actor: Actor,
  userId: string,
  role: AccountRole,
): Promise<AccountUserView | undefined> {
  if (userId === ACCOUNT_LOGIN_ID) throw new ApiError(409, m.lastOwner);
  const found = await ownUser(db, actor, userId);
  if (!found) return undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(accountUsers)
      .set({ role })
      .where(eq(accountUsers.id, found.id))
      .returning();
    await recordActivity(tx, activityBy(actor), `user.role_changed:${role}`, userId);
    return userView(row!, actor);
  });
}

/**
 * Removes a user at once: marked removed (their login stops), their sessions deleted and the
 * keys they created revoked, in one transaction. Every request checks the database, so the
 * next request of theirs is refused in every process.
 */
export async function removeUser(db: Db, actor: Actor, userId: string): Promise<boolean> {
  if (userId === ACCOUNT_LOGIN_ID) throw new ApiError(409, m.lastOwner);
  const found = await ownUser(db, actor, userId);
  if (!found) return false;
  await db.transaction(async (tx) => {
    await tx
      .update(accountUsers)
      .set({ removedAt: new Date() })
      .where(eq(accountUsers.id, found.id));
    await tx.delete(customerSessions).where(eq(customerSessions.userId, found.id));
    await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.createdBy, found.id), isNull(apiKeys.revokedAt)));
    await recordActivity(tx, activityBy(actor), 'user.removed', userId);
  });
  return true;
}

/** Revokes one of the account's open invitations; false when there is none by that id. */
export async function revokeInvitation(
  db: Db,
  actor: Actor,
  invitationId: string,
): Promise<boolean> {
  const done = await db
    .update(accountInvitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(accountInvitations.publicId, invitationId),
        eq(accountInvitations.customerId, actor.customer.id),
        openInvitation(),
      ),
    )
    .returning({ id: accountInvitations.id });
  if (done.length === 0) return false;
  await recordActivity(db, activityBy(actor), 'invitation.revoked', invitationId);
  return true;
}

/** The open invitation of a link's token, with its account's company name; else undefined. */
export async function invitationOf(
  db: Db,
  token: string,
): Promise<{ email: string; role: AccountRole; company: string } | undefined> {
  const [row] = await db
    .select({ invitation: accountInvitations, company: customers.companyName })
    .from(accountInvitations)
    .innerJoin(customers, eq(customers.id, accountInvitations.customerId))
    .where(and(eq(accountInvitations.tokenHash, tokenHash(token)), openInvitation()));
  return row && { email: row.invitation.email, role: row.invitation.role, company: row.company };
}

/**
 * Accepts an invitation: marks it used and creates the user in one transaction. The update only
 * matches an open invitation, so a link works once even when two requests race; an expired,
 * revoked or used link answers undefined.
 */
export async function acceptInvitation(
  db: Db,
  input: { token: string; name: string; password: string },
): Promise<{ user: UserRow; customer: CustomerRow } | undefined> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(accountInvitations)
      .set({ acceptedAt: new Date() })
      .where(and(eq(accountInvitations.tokenHash, tokenHash(input.token)), openInvitation()))
      .returning();
    if (!invitation) return undefined;
    if (await emailTaken(tx, invitation.email)) throw new ApiError(409, m.alreadyUser);
    const [user] = await tx
      .insert(accountUsers)
      .values({
        publicId: newId('usr'),
        customerId: invitation.customerId,
        email: invitation.email,
        name: input.name.trim(),
        passwordHash,
        role: invitation.role,
      })
      .returning();
    const [customer] = await tx
      .select()
      .from(customers)
      .where(eq(customers.id, invitation.customerId));
    await recordActivity(
      tx,
      { customerId: invitation.customerId, userId: user!.id },
      'invitation.accepted',
      invitation.publicId,
    );
    return { user: user!, customer: customer! };
  });
}

/** The active user who logs in with this e-mail address, with their account. */
export async function activeUserByEmail(
  db: Db,
  email: string,
): Promise<{ user: UserRow; customer: CustomerRow } | undefined> {
  const [row] = await db
    .select({ user: accountUsers, customer: customers })
    .from(accountUsers)
    .innerJoin(customers, eq(customers.id, accountUsers.customerId))
    .where(and(eq(accountUsers.email, email.trim().toLowerCase()), isNull(accountUsers.removedAt)));
  return row;
}
