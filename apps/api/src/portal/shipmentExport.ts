import { PORTAL_EXPORT_COLUMNS } from '@courier/api-client/endpoints/portal';
import { filsToKwdString } from '@courier/domain/money';
import type { Db } from '../db/client.ts';
import { csvLine } from './csv.ts';
import { exportRows } from './portalShipments.ts';

/** The customer's shipments booked between two dates, as the CSV file the portal downloads. */
export async function shipmentExportCsv(
  db: Db,
  customerId: number,
  from: string,
  to: string,
): Promise<string> {
  const rows = await exportRows(db, customerId, from, to);
  const lines = [csvLine(PORTAL_EXPORT_COLUMNS)];
  for (const r of rows)
    lines.push(
      csvLine([
        r.shipment_no,
        r.awb,
        r.shipment_date,
        r.reference_number,
        r.receiver_company_name,
        r.receiver_attention,
        r.receiver_city,
        r.receiver_country,
        r.service,
        r.total_pieces,
        r.total_chargeable_weight,
        filsToKwdString(r.amountFils),
        r.paymentType,
        r.status_label,
      ]),
    );
  return lines.join('');
}
