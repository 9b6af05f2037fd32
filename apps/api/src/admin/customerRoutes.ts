import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createCustomer, normaliseUserId } from '../customers/customerAccounts.ts';
import { hashPassword } from '../customers/passwords.ts';
import { customers, customerSessions } from '../db/schema/index.ts';
import { ApiError, notFound, success } from '../http/envelope.ts';
import type { Tx } from '../jobs/sqlAdapters.ts';
import { rowsOf } from '../shipments/nextSerial.ts';
import type { AdminContext } from './adminContext.ts';
import { adminRoute, staffOf } from './adminRoute.ts';
import { recordAudit } from './audit.ts';

/**
 * A disabled account keeps its hash behind this prefix: argon2 cannot read it, so every login
 * fails like a wrong password (the customers' login code needs no change), and enabling it
 * again gives the same password back.
 */
const DISABLED_PREFIX = '!disabled:';

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Customer accounts: list with their shipment counts, create, disable, reset the password. */
export function customerRoutes(app: FastifyInstance, { db, config, mailer }: AdminContext): void {
  const deps = { db, idleMinutes: config.admin.idleMinutes };

  adminRoute(app, deps, 'admin_customers', async ({ q, page, pageSize }) => {
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
    return success('Customers', {
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
      page,
      pageSize,
    });
  });

  async function findCustomer(userId: string) {
    const [row] = await db
      .select()
      .from(customers)
      .where(eq(customers.userId, normaliseUserId(userId)));
    if (!row) throw notFound('No customer has this user ID.');
    return row;
  }

  /**
   * A first or reset password for the customer's e-mail, queued in the transaction that sets it:
   * the password is never changed without its e-mail, nor e-mailed without the change.
   */
  async function mailPassword(
    tx: Tx,
    key: string,
    to: string,
    userId: string,
    password: string,
    why: string,
  ): Promise<void> {
    await mailer.to(
      to,
      {
        key,
        subject: 'Your Courier Express account',
        text: [
          `${why}`,
          '',
          `User ID: ${userId}`,
          `Password: ${password}`,
          '',
          'Please log in and keep this password safe.',
        ].join('\n'),
      },
      tx,
    );
  }

  adminRoute(app, deps, 'admin_customer_create', async (form, request) => {
    const staff = staffOf(request);
    const password = randomBytes(9).toString('base64url');
    // The account and its audit entry are written in one transaction.
    await db.transaction(async (tx) => {
      const created = await createCustomer(tx, {
        userId: form.userId,
        password,
        companyName: form.company,
        contactPerson: form.contact,
        city: form.city,
        phone: form.phone,
        email: form.email,
        accountNo: form.accountNo,
      });
      if (!created) throw new ApiError(409, 'That user ID or account number is already taken.');
      await recordAudit(tx, staff, {
        action: 'customer.create',
        table: 'customers',
        recordId: created.userId,
        after: {
          userId: created.userId,
          company: created.companyName,
          email: created.email,
          accountNo: created.accountNo,
        },
      });
      await mailPassword(
        tx,
        `customer:${created.id}:created`,
        created.email,
        created.userId,
        password,
        'An account has been opened for you.',
      );
      return created;
    });
    return success(
      'The customer account is created; the password was e-mailed to the customer.',
      {},
    );
  });

  adminRoute(app, deps, 'admin_customer_disable', async ({ userId, disabled }, request) => {
    const staff = staffOf(request);
    const row = await findCustomer(userId);
    const isDisabled = row.passwordHash.startsWith(DISABLED_PREFIX);
    if (isDisabled === disabled)
      return success(
        disabled ? 'The account is already disabled.' : 'The account is already enabled.',
        {},
      );
    const passwordHash = disabled
      ? `${DISABLED_PREFIX}${row.passwordHash}`
      : row.passwordHash.slice(DISABLED_PREFIX.length);
    await db.transaction(async (tx) => {
      await tx.update(customers).set({ passwordHash }).where(eq(customers.id, row.id));
      if (disabled)
        await tx.delete(customerSessions).where(eq(customerSessions.customerId, row.id));
      await recordAudit(tx, staff, {
        action: disabled ? 'customer.disable' : 'customer.enable',
        table: 'customers',
        recordId: row.userId,
        before: { disabled: isDisabled },
        after: { disabled },
      });
    });
    return success(disabled ? 'The account is disabled.' : 'The account is enabled.', {});
  });

  adminRoute(app, deps, 'admin_customer_reset', async ({ userId }, request) => {
    const staff = staffOf(request);
    const row = await findCustomer(userId);
    const password = randomBytes(9).toString('base64url');
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx.update(customers).set({ passwordHash }).where(eq(customers.id, row.id));
      await tx.delete(customerSessions).where(eq(customerSessions.customerId, row.id));
      await recordAudit(tx, staff, {
        action: 'customer.reset_password',
        table: 'customers',
        recordId: row.userId,
      });
      // One e-mail per reset (each reset is a new password).
      await mailPassword(
        tx,
        `customer:${row.id}:reset:${randomUUID()}`,
        row.email,
        row.userId,
        password,
        'Your password has been reset by our staff.',
      );
    });
    return success('A new password was e-mailed to the customer.', {});
  });
}
