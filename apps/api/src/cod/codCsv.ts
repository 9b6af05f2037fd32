import { filsToKwdString } from '@courier/domain/money';
import { csvLine } from '../portal/csv.ts';
import type { EntryView, RemittanceView } from './codLedger.ts';

/** KWD with its 3 decimals, as banks and spreadsheets read an amount. */
const kwd = (fils: number) => filsToKwdString(fils);

/**
 * The bank-transfer file of remittances: one payment a line (beneficiary, its account number,
 * amount in KWD, the remittance's id as the payment reference).
 */
export function bankTransferCsv(rows: readonly RemittanceView[]): string {
  return [
    csvLine([
      'reference',
      'beneficiary',
      'account_no',
      'currency',
      'amount',
      'period_from',
      'period_to',
    ]),
    ...rows.map((r) =>
      csvLine([r.id, r.company, r.accountNo, 'KWD', kwd(r.totalFils), r.periodFrom, r.periodTo]),
    ),
  ].join('');
}

/** A merchant's statement: every entry with its figures and the remittance that paid it. */
export function statementCsv(entries: readonly EntryView[]): string {
  return [
    csvLine([
      'entry',
      'shipment_no',
      'awb',
      'collected_on',
      'cod_amount',
      'collected',
      'fee',
      'shipping',
      'net',
      'status',
      'remittance',
    ]),
    ...entries.map((e) =>
      csvLine([
        e.id,
        e.shipmentNo,
        e.awb,
        e.collectedOn,
        kwd(e.codAmountFils),
        kwd(e.collectedFils),
        kwd(e.feeFils),
        kwd(e.shippingFils),
        kwd(e.netFils),
        e.remittanceId ? 'paid' : 'pending',
        e.remittanceId ?? '',
      ]),
    ),
  ].join('');
}
