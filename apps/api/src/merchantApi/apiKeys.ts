import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accountUsers, apiKeys, customers } from '../db/schema/index.ts';
import type { CustomerRow } from '../customers/customerAccounts.ts';
import type { ApiKeyMode } from '@courier/domain/schemas/apiKeys';
import type { AccountRole } from '@courier/domain/schemas/accountUsers';

/** A key as lists show it: never the key itself, nor its hash. */
export interface ApiKeyView {
  id: string;
  name: string;
  mode: ApiKeyMode;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** The customer and the key a request presented. */
export interface KeyHolder {
  customer: CustomerRow;
  keyId: number;
  keyPublicId: string;
  mode: ApiKeyMode;
  /** The account user who created the key (null: the account's own login). */
  userId: number | null;
  /** The key acts with its creator's current role (the account's own login: owner). */
  role: AccountRole;
}

/** `ck_live_` or `ck_test_` and 32 random bytes (base64url): secret scanners match the prefix. */
const KEY_PATTERN = /^ck_(live|test)_[A-Za-z0-9_-]{43}$/;
/** How much of the key lists show. */
const PREFIX_LENGTH = 12;
/** last_used_at is written at most this often per key. */
const LAST_USED_STEP_SECONDS = 60;

/**
 * SHA-256 of the whole key. The key carries 256 random bits, so a fast unsalted hash is as safe
 * as a slow one here (nothing to guess from a leaked hash), and a request's key is found by one
 * indexed equality lookup.
 */
export const apiKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

const viewOf = (row: typeof apiKeys.$inferSelect): ApiKeyView => ({
  id: row.publicId,
  name: row.name,
  mode: row.mode,
  prefix: row.prefix,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

/** Creates a key; answers it once (`key`), with what lists show. */
export async function createApiKey(
  db: Db,
  customerId: number,
  name: string,
  mode: ApiKeyMode,
  /** The account user (an owner) creating it; undefined for the account's own login. */
  createdBy?: number,
): Promise<ApiKeyView & { key: string }> {
  const key = `ck_${mode}_${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      publicId: `key_${randomBytes(12).toString('base64url')}`,
      customerId,
      createdBy: createdBy ?? null,
      name: name.trim(),
      mode,
      prefix: key.slice(0, PREFIX_LENGTH),
      keyHash: apiKeyHash(key),
    })
    .returning();
  return { ...viewOf(row!), key };
}

/** The customer's keys, newest first (revoked ones included, marked). */
export async function listApiKeys(db: Db, customerId: number): Promise<ApiKeyView[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.customerId, customerId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(viewOf);
}

/** Revokes one of the customer's keys; false when it is nobody's, another's or already revoked. */
export async function revokeApiKey(db: Db, customerId: number, keyId: string): Promise<boolean> {
  const done = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(apiKeys.publicId, keyId),
        eq(apiKeys.customerId, customerId),
        isNull(apiKeys.revokedAt),
      ),
    )
    .returning({ id: apiKeys.id });
  return done.length > 0;
}

/**
 * The holder of a presented key, or undefined (malformed, unknown or revoked). Looked up in the
 * database on every request: a revocation holds on the next request in every process, with no
 * cache to invalidate. The last use is written at most once a minute.
 */
export async function keyHolder(db: Db, key: string): Promise<KeyHolder | undefined> {
  if (!KEY_PATTERN.test(key)) return undefined;
  const [found] = await db
    .select({ key: apiKeys, customer: customers, role: accountUsers.role })
    .from(apiKeys)
    .innerJoin(customers, eq(customers.id, apiKeys.customerId))
    .leftJoin(accountUsers, eq(accountUsers.id, apiKeys.createdBy))
    .where(
      and(
        eq(apiKeys.keyHash, apiKeyHash(key)),
        isNull(apiKeys.revokedAt),
        // A key of a removed user ends with them (removeUser also revokes it).
        or(
          isNull(apiKeys.createdBy),
          and(eq(accountUsers.customerId, apiKeys.customerId), isNull(accountUsers.removedAt)),
        ),
      ),
    );
  if (!found) return undefined;
  const last = found.key.lastUsedAt?.getTime() ?? 0;
  if (Date.now() - last > LAST_USED_STEP_SECONDS * 1000)
    await db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(apiKeys.id, found.key.id))
      .catch(() => undefined);
  return {
    customer: found.customer,
    keyId: found.key.id,
    keyPublicId: found.key.publicId,
    mode: found.key.mode,
    userId: found.key.createdBy,
    role: found.role ?? 'owner',
  };
}
