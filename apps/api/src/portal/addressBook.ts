import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AddressBookRecord } from '@courier/api-client/endpoints/portal';
import type { AddressBookEntry, AddressKind } from '@courier/domain/schemas/portal';
import type { Db } from '../db/client.ts';
import { addressBook } from '../db/schema/index.ts';
import { containsPattern, type Page } from './portalShipments.ts';

type AddressRow = typeof addressBook.$inferSelect;

const fieldsOf = (entry: AddressBookEntry): Record<string, string> => {
  const { kind: _kind, ...fields } = entry;
  return fields as Record<string, string>;
};

/** What the search matches: the names, the city and the telephone numbers, lower-case. */
function searchTextOf(entry: AddressBookEntry): string {
  const parts =
    entry.kind === 'sender'
      ? [
          entry.sender_consignor,
          entry.sender_contact_person,
          entry.sender_city,
          entry.sender_telephone,
        ]
      : [
          entry.receiver_company_name,
          entry.receiver_attention,
          entry.receiver_city,
          entry.receiver_telephone,
          entry.receiver_mobile,
        ];
  return parts.join(' ').toLowerCase();
}

const toRecord = (row: AddressRow): AddressBookRecord =>
  ({ ...row.entry, kind: row.kind, addressId: row.publicId }) as AddressBookRecord;

export async function listAddresses(
  db: Db,
  customerId: number,
  filter: { kind: AddressKind | ''; q: string },
  { page, page_size }: Page,
): Promise<{ rows: AddressBookRecord[]; total: number }> {
  const where: SQL[] = [eq(addressBook.customerId, customerId)];
  if (filter.kind) where.push(eq(addressBook.kind, filter.kind));
  if (filter.q) where.push(sql`${addressBook.searchText} like ${containsPattern(filter.q)}`);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(addressBook)
      .where(and(...where))
      .orderBy(desc(addressBook.updatedAt), desc(addressBook.id))
      .limit(page_size)
      .offset((page - 1) * page_size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(addressBook)
      .where(and(...where)),
  ]);
  return { rows: rows.map(toRecord), total: Number(counted[0]?.n ?? 0) };
}

/** An entry's fields as a person reads them: trimmed, spaces collapsed, letter case ignored. */
const normalised = (fields: Record<string, string>) =>
  JSON.stringify(
    Object.keys(fields)
      .sort()
      .map((key) => [
        key,
        String(fields[key] ?? '')
          .trim()
          .replace(/\s+/g, ' ')
          .toLowerCase(),
      ]),
  );

/**
 * True when the customer already keeps this address (same kind, the same fields but for case and
 * spacing), other than the entry `exceptId` being edited. One customer's book of one kind is
 * short (tens of entries), so it is compared whole.
 */
export async function isDuplicateAddress(
  db: Db,
  customerId: number,
  entry: AddressBookEntry,
  exceptId?: string,
): Promise<boolean> {
  const candidates = await db
    .select({ publicId: addressBook.publicId, entry: addressBook.entry })
    .from(addressBook)
    .where(and(eq(addressBook.customerId, customerId), eq(addressBook.kind, entry.kind)));
  const wanted = normalised(fieldsOf(entry));
  return candidates.some((row) => row.publicId !== exceptId && normalised(row.entry) === wanted);
}

export async function createAddress(
  db: Db,
  customerId: number,
  entry: AddressBookEntry,
): Promise<AddressBookRecord> {
  const [row] = await db
    .insert(addressBook)
    .values({
      publicId: randomBytes(12).toString('base64url'),
      customerId,
      kind: entry.kind,
      entry: fieldsOf(entry),
      searchText: searchTextOf(entry),
    })
    .returning();
  return toRecord(row!);
}

/** Replaces one of the customer's entries; undefined when it is nobody's or another's. */
export async function updateAddress(
  db: Db,
  customerId: number,
  addressId: string,
  entry: AddressBookEntry,
): Promise<AddressBookRecord | undefined> {
  const [row] = await db
    .update(addressBook)
    .set({
      kind: entry.kind,
      entry: fieldsOf(entry),
      searchText: searchTextOf(entry),
      updatedAt: new Date(),
    })
    .where(and(eq(addressBook.publicId, addressId), eq(addressBook.customerId, customerId)))
    .returning();
  return row ? toRecord(row) : undefined;
}

/** True when one of the customer's entries was deleted. */
export async function deleteAddress(db: Db, customerId: number, addressId: string) {
  const deleted = await db
    .delete(addressBook)
    .where(and(eq(addressBook.publicId, addressId), eq(addressBook.customerId, customerId)))
    .returning({ id: addressBook.id });
  return deleted.length > 0;
}
