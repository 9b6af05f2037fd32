import { filsToKwdString } from '@courier/domain/money';
import { csvLine } from '../portal/csv.ts';
import type { StatementDocument } from './statements.ts';

const kwd = (fils: number) => filsToKwdString(fils);

/**
 * A month's statement as CSV (columns in English, codes and ISO dates, as spreadsheets and
 * accounting imports read them): the summary lines first, then one line per shipment,
 * collection and remittance, each with its kind in the first column.
 */
export function statementCsv({ statement, lines, accountNo }: StatementDocument): string {
  return [
    csvLine([
      'kind',
      'account',
      'month',
      'reference',
      'date',
      'detail',
      'amount',
      'vat',
      'total',
      'cod',
    ]),
    csvLine([
      'summary',
      accountNo,
      statement.month,
      statement.id,
      '',
      `shipments=${statement.shipmentCount}`,
      kwd(statement.chargesFils),
      kwd(statement.vatFils),
      kwd(statement.totalFils),
      '',
    ]),
    csvLine([
      'cod_collected',
      accountNo,
      statement.month,
      '',
      '',
      '',
      kwd(statement.codCollectedFils),
      '',
      '',
      '',
    ]),
    csvLine([
      'cod_remitted',
      accountNo,
      statement.month,
      '',
      '',
      '',
      kwd(statement.codRemittedFils),
      '',
      '',
      '',
    ]),
    ...lines.shipments.map((s) =>
      csvLine([
        'shipment',
        accountNo,
        statement.month,
        s.awb || s.shipmentNo,
        s.bookedOn,
        s.destination,
        kwd(s.netFils),
        kwd(s.vatFils),
        kwd(s.totalFils),
        s.codAmountFils ? kwd(s.codAmountFils) : '',
      ]),
    ),
    ...lines.collections.map((e) =>
      csvLine([
        'collection',
        accountNo,
        statement.month,
        e.entryId,
        e.collectedOn,
        e.shipment,
        kwd(e.collectedFils),
        '',
        kwd(e.netFils),
        '',
      ]),
    ),
    ...lines.remittances.map((r) =>
      csvLine([
        'remittance',
        accountNo,
        statement.month,
        r.remittanceId,
        r.paidOn,
        '',
        kwd(r.totalFils),
        '',
        '',
        '',
      ]),
    ),
  ].join('');
}
