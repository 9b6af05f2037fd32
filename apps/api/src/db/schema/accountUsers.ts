import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ACCOUNT_ROLES } from '@courier/domain/schemas/accountUsers';
import { customers } from './customers.ts';

/**
 * The colleagues of a business account (`customers` row = the account; its own login is the
 * account's first owner). A removed user keeps their row (the activity log names them), with
 * removed_at set; they can no longer log in and their sessions and keys are ended.
 */
export const accountUsers = pgTable(
  'account_users',
  {
    id: serial('id').primaryKey(),
    /** `usr_...`: the id the portal names. */
    publicId: text('public_id').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Lower-case; what the user types as their User ID at login. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** argon2id, as the account's own password. */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ACCOUNT_ROLES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    // One active login per address, across every account.
    uniqueIndex('account_users_email_active_idx')
      .on(t.email)
      .where(sql`${t.removedAt} is null`),
    index('account_users_customer_idx').on(t.customerId),
  ],
);

/**
 * Invitations by e-mail: the link carries a random token, the table keeps only its SHA-256.
 * Used once (accepted_at), revocable, and refused after expires_at.
 */
export const accountInvitations = pgTable(
  'account_invitations',
  {
    id: serial('id').primaryKey(),
    /** `inv_...` */
    publicId: text('public_id').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ACCOUNT_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The owner who invited (null: the account's own login). */
    invitedBy: integer('invited_by').references(() => accountUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('account_invitations_customer_idx').on(t.customerId)],
);

/**
 * Who did what in an account: every change made by a user or key (shipments created, users
 * invited, roles changed, keys created...). user_id null: the account's own login.
 */
export const accountActivity = pgTable(
  'account_activity',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => accountUsers.id, { onDelete: 'set null' }),
    /** The key of a merchant API call (null in the portal). */
    apiKeyId: integer('api_key_id'),
    /** `shipment.created`, `user.invited`, `user.removed`, ... */
    action: text('action').notNull(),
    /** The public id of what it was done to (a shipment, a user, an invitation, a key). */
    subject: text('subject').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_activity_customer_idx').on(t.customerId, t.createdAt.desc())],
);
