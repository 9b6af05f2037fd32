import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Customer portal accounts. The password is kept only as an argon2id hash. */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  /** The User ID typed at login, stored lower-case so 'Demo' and 'demo' are one account. */
  userId: text('user_id').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  companyName: text('company_name').notNull(),
  contactPerson: text('contact_person').notNull(),
  city: text('city').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  address1: text('address1').notNull().default(''),
  address2: text('address2').notNull().default(''),
  locationArea: text('location_area').notNull().default(''),
  /** AC_NO: the account bookings are billed to (CustomerCode / BillTo). */
  accountNo: text('account_no').notNull().unique(),
  /** Notification preferences of the portal's profile: shipment events by e-mail and by SMS. */
  notifyEmail: boolean('notify_email').notNull().default(true),
  notifySms: boolean('notify_sms').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Login sessions; the cookie holds a random token, the table only its HMAC under SESSION_SECRET. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /**
     * The account user (account_users.id) who logged in; null for the account's own login. Ended
     * with the user: removing them deletes these rows, and a removed user's row is refused too.
     */
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('customer_sessions_customer_idx').on(t.customerId)],
);

/**
 * Failed-login counters per user ID and per client address, in fixed windows. In the database
 * (not in memory) so every API process behind a load balancer sees the same counts.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull().default(0),
    /** Per-user rows only: no attempt for this user ID before this time (growing delays). */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
