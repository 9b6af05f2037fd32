import type { FastifyInstance } from 'fastify';
import { success } from '../http/envelope.ts';
import { requestLanguage } from '../http/requestLanguage.ts';
import {
  StatementProblem,
  accountByNumber,
  generateStatement,
  statementsOf,
} from '../statements/statements.ts';
import type { AdminContext } from './adminContext.ts';
import { adminRoute, staffOf } from './adminRoute.ts';
import { recordAudit } from './audit.ts';
import { STAFF_MESSAGES } from './staffMessages.ts';

/**
 * Finance's monthly statements (docs/statements.md): an account's statements, and making one
 * month's again (it replaces the row in place, keeping its id), audited.
 */
export function statementRoutes(app: FastifyInstance, { db, config, caches }: AdminContext): void {
  const deps = { db, idleMinutes: config.admin.idleMinutes };
  adminRoute(app, deps, 'admin_statements', async ({ account_no }, request) => {
    const account = await accountByNumber(db, account_no, requestLanguage(request));
    return success('Statements', { statements: await statementsOf(db, account.id) });
  });
  adminRoute(app, deps, 'admin_statement_regenerate', async (input, request) => {
    const staff = staffOf(request);
    const language = requestLanguage(request);
    const account = await accountByNumber(db, input.account_no, language);
    const before = (await statementsOf(db, account.id, input.month))[0] ?? null;
    const { vatPercent } = await caches.settings.get();
    const statement = await generateStatement(
      db,
      {
        customerId: account.id,
        month: input.month,
        by: `staff:${staff.username}`,
        vatPercent,
        mode: 'replace',
      },
      language,
    );
    if (!statement) throw new StatementProblem(409, 'nothingToState', language);
    await recordAudit(db, staff, {
      action: 'statement.regenerate',
      table: 'statements',
      recordId: statement.id,
      before: before && { ...before },
      after: { account_no: account.accountNo, ...statement },
    });
    return success(STAFF_MESSAGES.statementRegenerated, { statement });
  });
}
