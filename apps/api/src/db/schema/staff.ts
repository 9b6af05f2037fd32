import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Back-office accounts. The password is kept only as an argon2id hash. */
export const staffUsers = pgTable('staff_users', {
  id: serial('id').primaryKey(),
  /** Lower-case login name. */
  username: text('username').notNull().unique(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** One of @courier/domain/staffRoles STAFF_ROLES. */
  role: text('role').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  /** Base32 TOTP secret once enrolment was confirmed with a code; null = no second factor yet. */
  totpSecret: text('totp_secret'),
  /** Secret shown as a QR code and waiting for its first code. */
  totpPendingSecret: text('totp_pending_secret'),
  /**
   * The 30-second step of the last code accepted: a code is good once (RFC 6238 section 5.2), in
   * every process, so one seen over a shoulder or in a proxy log cannot be played again.
   */
  totpLastStep: integer('totp_last_step'),
  /** The language the staff member works in ('en' or 'ar'): the back office opens in it. */
  language: text('language').notNull().default('en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff sessions, apart from customers': their own cookie, a hashed token and an idle time-out. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_user_idx').on(t.staffUserId)],
);

/** Every staff write and every view of a private document: who, when, what, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Kept as written, so the entry stays readable after the account is gone. */
    staffUsername: text('staff_username').notNull(),
    action: text('action').notNull(),
    tableName: text('table_name').notNull(),
    recordId: text('record_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc()),
    index('audit_log_record_idx').on(t.tableName, t.recordId),
  ],
);

/** Back-office state of a website enquiry (contact, member, franchise message or job application). */
export const enquiryStates = pgTable('enquiry_states', {
  /** 'contact:<id>' or 'career:<id>'. */
  enquiryKey: text('enquiry_key').primaryKey(),
  handled: boolean('handled').notNull().default(false),
  notes: text('notes').notNull().default(''),
  assigneeId: integer('assignee_id').references(() => staffUsers.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Back-office state of a shipment: cancelled before pickup, with the reason. */
export const shipmentCancellations = pgTable('shipment_cancellations', {
  shipmentId: integer('shipment_id').primaryKey(),
  reason: text('reason').notNull(),
  cancelledBy: text('cancelled_by').notNull(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Collection queue: requested -> scheduled -> collected, or failed with a reason. */
export const collectionStates = pgTable('collection_states', {
  collectionId: integer('collection_id').primaryKey(),
  status: text('status', { enum: ['requested', 'scheduled', 'collected', 'failed'] })
    .notNull()
    .default('requested'),
  vehicle: text('vehicle').notNull().default(''),
  driver: text('driver').notNull().default(''),
  failureReason: text('failure_reason').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Operating settings edited in the back office; read by every process from the database. */
export const operatingSettings = pgTable('operating_settings', {
  /** Always 1: one row. */
  id: integer('id').primaryKey().default(1),
  vatPercent: numeric('vat_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  /** ISO weekdays 0 (Sunday) to 6 (Saturday). */
  nonWorkingWeekdays: jsonb('non_working_weekdays').notNull().$type<number[]>(),
  /** COD fee per collected shipment (fils) plus a share of the cash (basis points). */
  codFeeFils: integer('cod_fee_fils').notNull().default(500),
  codFeeBasisPoints: integer('cod_fee_basis_points').notNull().default(0),
  /** Whether a COD shipment's charge is taken from its cash. */
  codDeductShipping: boolean('cod_deduct_shipping').notNull().default(false),
  /** Couriers' runs start at this Kuwait time, 'HH:MM' (@courier/domain/runWindow). */
  runStartTime: text('run_start_time').notNull().default('09:00'),
  /** Minutes a run's stop takes on average, driving included: the receivers' windows. */
  minutesPerStop: integer('minutes_per_stop').notNull().default(20),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const holidays = pgTable('holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull().default(''),
});
