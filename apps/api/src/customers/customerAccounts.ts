import { eq } from 'drizzle-orm';
import type { Customer } from '@courier/api-client/endpoints/customers';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import { hashPassword } from './passwords.ts';
import { PASSWORD_MIN_LENGTH } from '@courier/domain/schemas/portal';
import { DEMO_CUSTOMER as DEMO_CUSTOMER_SEED } from '@courier/demo-data/customers';

export type CustomerRow = typeof customers.$inferSelect;

export interface NewCustomer {
  userId: string;
  password: string;
  companyName: string;
  contactPerson: string;
  city: string;
  phone: string;
  email: string;
  address1?: string;
  address2?: string;
  locationArea?: string;
  accountNo: string;
}

/** One rule for new accounts and the portal's password change (@courier/domain). */
const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;

/** User IDs are matched without regard to case or surrounding spaces. */
export const normaliseUserId = (userId: string) => userId.trim().toLowerCase();

/** Creates an account; returns null when the user ID or account number is taken. */
export async function createCustomer(db: Db, input: NewCustomer): Promise<CustomerRow | null> {
  const userId = normaliseUserId(input.userId);
  if (!/^[a-z0-9._@-]{3,64}$/.test(userId))
    throw new Error('The user ID must be 3-64 letters, digits or . _ @ -');
  if (input.password.length < MIN_PASSWORD_LENGTH)
    throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  const [row] = await db
    .insert(customers)
    .values({
      userId,
      passwordHash: await hashPassword(input.password),
      companyName: input.companyName,
      contactPerson: input.contactPerson,
      city: input.city,
      phone: input.phone,
      email: input.email,
      address1: input.address1 ?? '',
      address2: input.address2 ?? '',
      locationArea: input.locationArea ?? '',
      accountNo: input.accountNo,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findCustomerByUserId(
  db: Db,
  userId: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.userId, normaliseUserId(userId)));
  return row;
}

/** An account by its row id (a signed return link names its shipment, not its account). */
export async function findCustomerById(db: Db, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/** The user-data entry of spec section 3. */
export function customerData(row: CustomerRow): Customer {
  return {
    COMP_NAME: row.companyName,
    ContactPerson: row.contactPerson,
    CITY: row.city,
    PH_NO: row.phone,
    E_MAIL: row.email,
    Add1: row.address1,
    Add2: row.address2,
    Location_Area: row.locationArea,
    AC_NO: row.accountNo,
  };
}

/** The demo account (README "Demo logins", @courier/demo-data): the same as the mock API's, demo / Demo@12345. */
const { profile } = DEMO_CUSTOMER_SEED;
export const DEMO_CUSTOMER: NewCustomer = {
  userId: DEMO_CUSTOMER_SEED.userId,
  password: DEMO_CUSTOMER_SEED.password,
  companyName: profile.COMP_NAME,
  contactPerson: profile.ContactPerson,
  city: profile.CITY,
  phone: profile.PH_NO,
  email: profile.E_MAIL,
  address1: profile.Add1,
  address2: profile.Add2,
  locationArea: profile.Location_Area,
  accountNo: profile.AC_NO,
};

/** Seeds the demo account once (idempotent: an existing demo account is left as it is). */
export async function seedDemoCustomer(db: Db): Promise<void> {
  if (await findCustomerByUserId(db, DEMO_CUSTOMER.userId)) return;
  await createCustomer(db, DEMO_CUSTOMER);
}
