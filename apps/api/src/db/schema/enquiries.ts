import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { publicIdColumn } from '../publicId.ts';
import { careers, teamMembers } from './content.ts';

/**
 * Duplicate guard: fingerprint is a hash of the normalised submission and window the
 * time bucket it fell in; the unique pair makes a double click store one row even when
 * two processes receive the two requests.
 */
const dedupe = () => ({
  fingerprint: text('fingerprint').notNull(),
  window: integer('dedupe_window').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    publicId: publicIdColumn(),
    kind: text('kind', { enum: ['contact', 'member', 'franchise'] }).notNull(),
    memberId: integer('member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    ...dedupe(),
  },
  (t) => [
    unique('contact_messages_dedupe').on(t.fingerprint, t.window),
    index('contact_messages_fp_idx').on(t.fingerprint),
  ],
);

export const careerApplications = pgTable(
  'career_applications',
  {
    id: serial('id').primaryKey(),
    publicId: publicIdColumn(),
    careerId: integer('career_id').references(() => careers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    message: text('message').notNull(),
    /** Random file name under DATA_DIR/files; never exposed as a URL. */
    resumeFile: text('resume_file').notNull(),
    resumeType: text('resume_type').notNull(),
    resumeBytes: integer('resume_bytes').notNull(),
    ...dedupe(),
  },
  (t) => [
    unique('career_applications_dedupe').on(t.fingerprint, t.window),
    index('career_applications_fp_idx').on(t.fingerprint),
  ],
);
