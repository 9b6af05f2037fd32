import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createCustomer } from '../customers/customerAccounts.ts';
import { hashPassword } from '../customers/passwords.ts';
import { customers, customerSessions } from '../db/schema/index.ts';
import { ApiError, success } from '../http/envelope.ts';
import type { AdminContext } from './adminContext.ts';
import { adminRoute, staffOf } from './adminRoute.ts';
import { recordAudit } from './audit.ts';
import { DISABLED_PREFIX, findCustomer, listCustomers, mailPassword } from './customerAdmin.ts';
import { STAFF_MESSAGES } from './staffMessages.ts';
/** Customer accounts: list with their shipment counts, create, disable, reset the password. */
export function customerRoutes(app: FastifyInstance, context: AdminContext): void {
  registerCustomerListRoutes(app, context);
  registerCustomerAccessRoutes(app, context);
}

/** The list and opening an account (its first password e-mailed). */
function registerCustomerListRoutes(app: FastifyInstance, { db, config, mailer }: AdminContext) {
  const deps = { db, idleMinutes: config.admin.idleMinutes };

  adminRoute(app, deps, 'admin_customers', async ({ q, page, pageSize }) => {
    const { rows, total } = await listCustomers(db, { q, page, pageSize });
    return success('Customers', { rows, total, page, pageSize });
  });

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
      if (!created) throw new ApiError(409, STAFF_MESSAGES.customerTaken);
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
        mailer,
        tx,
        `customer:${created.id}:created`,
        created.email,
        created.userId,
        password,
        'opened',
      );
      return created;
    });
    return success(STAFF_MESSAGES.customerCreated, {});
  });
}

/** Disabling, enabling and resetting the password of an account. */
function registerCustomerAccessRoutes(app: FastifyInstance, { db, config, mailer }: AdminContext) {
  const deps = { db, idleMinutes: config.admin.idleMinutes };

  adminRoute(app, deps, 'admin_customer_disable', async ({ userId, disabled }, request) => {
    const staff = staffOf(request);
    const row = await findCustomer(db, userId);
    const isDisabled = row.passwordHash.startsWith(DISABLED_PREFIX);
    if (isDisabled === disabled)
      return success(disabled ? STAFF_MESSAGES.alreadyDisabled : STAFF_MESSAGES.alreadyEnabled, {});
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
    return success(disabled ? STAFF_MESSAGES.accountDisabled : STAFF_MESSAGES.accountEnabled, {});
  });

  adminRoute(app, deps, 'admin_customer_reset', async ({ userId }, request) => {
    const staff = staffOf(request);
    const row = await findCustomer(db, userId);
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
        mailer,
        tx,
        `customer:${row.id}:reset:${randomUUID()}`,
        row.email,
        row.userId,
        password,
        'reset',
      );
    });
    return success(STAFF_MESSAGES.passwordEmailed, {});
  });
}
