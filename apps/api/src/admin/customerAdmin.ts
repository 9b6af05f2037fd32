import { eq, sql } from 'drizzle-orm';
import { normaliseUserId } from '../customers/customerAccounts.ts';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import type { Mailer } from '../enquiries/mailer.ts';
import { notFound } from '../http/envelope.ts';
import type { Tx } from '../jobs/sqlAdapters.ts';
import { rowsOf } from '../shipments/nextSerial.ts';
import { STAFF_MESSAGES } from './staffMessages.ts';
import { inBothLanguages } from '../http/bothLanguages.ts';

/**
 * A disabled account keeps its hash behind this prefix: argon2 cannot read it, so every login
 * fails like a wrong password (the customers' login code needs no change), and enabling it
 * again gives the same password back.
 */
export const DISABLED_PREFIX = '!disabled:';

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of customer accounts matching the search, with their shipment counts. */
export async function listCustomers(
  db: Db,
  { q, page, pageSize }: { q?: string; page: number; pageSize: number },
) {
  const filter = q
    ? sql`where c.user_id ilike ${like(q)} or c.company_name ilike ${like(q)} or c.account_no ilike ${like(q)} or c.email ilike ${like(q)}`
    : sql``;
  const [rows, counted] = await Promise.all([
    db.execute(sql`select c.user_id, c.company_name, c.contact_person, c.email, c.phone, c.account_no,
        c.password_hash like ${`${DISABLED_PREFIX}%`} as disabled,
        (select count(*)::int from shipments s where s.customer_id = c.id) as shipments
      from customers c ${filter} order by c.company_name, c.id limit ${pageSize} offset ${(page - 1) * pageSize}`),
    db.execute(sql`select count(*)::int as n from customers c ${filter}`),
  ]);
  type Raw = {
    user_id: string;
    company_name: string;
    contact_person: string;
    email: string;
    phone: string;
    account_no: string;
    disabled: boolean;
    shipments: number;
  };
  return {
    rows: rowsOf<Raw>(rows).map((r) => ({
      userId: r.user_id,
      company: r.company_name,
      contact: r.contact_person,
      email: r.email,
      phone: r.phone,
      accountNo: r.account_no,
      disabled: r.disabled,
      shipments: Number(r.shipments),
    })),
    total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0),
  };
}

/** The account of a user ID (any case), or the 404 the back office answers. */
export async function findCustomer(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.userId, normaliseUserId(userId)));
  if (!row) throw notFound(STAFF_MESSAGES.customerNotFound);
  return row;
}

/**
 * A first or reset password for the customer's e-mail, queued in the transaction that sets it:
 * the password is never changed without its e-mail, nor e-mailed without the change. In both
 * languages, as the account has none of its own.
 */
export async function mailPassword(
  mailer: Mailer,
  tx: Tx,
  key: string,
  to: string,
  userId: string,
  password: string,
  why: 'opened' | 'reset',
): Promise<void> {
  const mail = inBothLanguages('passwordEmail', (w) => ({
    subject: w.subject,
    body: w.body({ why: w[why], userId, password }),
  }));
  await mailer.to(to, { key, ...mail }, tx);
}
