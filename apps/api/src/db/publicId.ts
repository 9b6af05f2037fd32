import { randomBytes } from 'node:crypto';
import { text } from 'drizzle-orm/pg-core';

/** The spec's encrypt_id: 16 random base64url characters, unrelated to the row number. */
function newPublicId(): string {
  return randomBytes(12).toString('base64url');
}

/** Column every addressable entity carries as its encrypt_id. */
export const publicIdColumn = () => text('public_id').notNull().unique().$defaultFn(newPublicId);
