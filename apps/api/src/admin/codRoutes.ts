import type { FastifyInstance } from 'fastify';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { bankTransferCsv } from '../cod/codCsv.ts';
import {
  createRemittance,
  listRemittances,
  pendingAccounts,
  remittanceDetail,
} from '../cod/codLedger.ts';
import { success } from '../http/envelope.ts';
import { requestLanguage } from '../http/requestLanguage.ts';
import type { AdminContext } from './adminContext.ts';
import { adminRoute, staffOf } from './adminRoute.ts';
import { recordAudit } from './audit.ts';
import { STAFF_MESSAGES } from './staffMessages.ts';

const dataUrlOf = (csv: string) =>
  `data:text/csv;charset=utf-8;base64,${Buffer.from(csv, 'utf8').toString('base64')}`;

/**
 * Finance's screen: accounts with pending COD, remittances, one remittance, a new remittance for
 * a period (settling each entry once), and the bank-transfer CSV of chosen remittances.
 */
export function codRoutes(app: FastifyInstance, { db, config, jobs }: AdminContext): void {
  const deps = { db, idleMinutes: config.admin.idleMinutes };
  adminRoute(app, deps, 'admin_cod_pending', async () =>
    success('Pending cash on delivery', { accounts: await pendingAccounts(db) }),
  );
  adminRoute(app, deps, 'admin_remittances', async () =>
    success('Remittances', { rows: await listRemittances(db) }),
  );
  adminRoute(app, deps, 'admin_remittance', async ({ id }, request) =>
    success('Remittance', await remittanceDetail(db, id, requestLanguage(request))),
  );
  adminRoute(app, deps, 'admin_remittance_create', async (input, request, reply) => {
    const staff = staffOf(request);
    const remittance = await createRemittance(
      db,
      jobs,
      {
        accountNo: input.account_no,
        period: { from: input.period_from, to: input.period_to },
        by: staff.username,
      },
      requestLanguage(request),
    );
    await recordAudit(db, staff, {
      action: 'remittance.create',
      table: 'remittances',
      recordId: remittance.id,
      after: { ...input, total_fils: remittance.totalFils, entries: remittance.entryCount },
    });
    return reply.status(201).send(success(STAFF_MESSAGES.remittanceCreated, { remittance }));
  });
  adminRoute(app, deps, 'admin_remittances_csv', async ({ ids }) => {
    const wanted = new Set(ids);
    const rows = (await listRemittances(db)).filter((r) => wanted.has(r.id));
    return success('Bank transfer file', {
      fileName: `bank-transfer-${todayInKuwait(new Date())}.csv`,
      dataUrl: dataUrlOf(bankTransferCsv(rows)),
    });
  });
}
