import { paymentStateOf } from '@courier/domain/paymentState';
import { sql, type SQL } from 'drizzle-orm';
import type { AdminParsedRequestOf, ShipmentRow } from '@courier/api-client/admin';
import { TRACKING_STATUS_LABELS, isTrackingStatus } from '@courier/domain/tracking';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/envelope.ts';
import { documentLinks } from '../shipments/documentLinks.ts';
import { labelLinks } from '../shipments/labelLinks.ts';
import { isBookingRecord, type ShipmentRecord } from '../shipments/shipmentRecord.ts';
import { rowsOf } from '../shipments/nextSerial.ts';
import {
  shipmentStatusFilter,
  shipmentStatusSql,
  STATUS_EXTRA_LABELS,
} from '../shipments/shipmentStatus.ts';
import { STAFF_MESSAGES } from './staffMessages.ts';

export const statusLabel = (code: string): string =>
  isTrackingStatus(code) ? TRACKING_STATUS_LABELS[code] : (STATUS_EXTRA_LABELS[code] ?? code);

// Rows are numbered as they are created, so the primary key gives the booking order from its index.
const SORT_COLUMNS = {
  createdAt: sql`s.id`,
  shipmentNo: sql`s.shipment_no`,
  awb: sql`s.awb`,
  amount: sql`s.total_amount_fils`,
} as const;
export interface RawRow {
  id: number;
  shipment_no: string;
  awb: string | null;
  created_at: string | Date;
  variant: 'public' | 'customer';
  sender: string | null;
  receiver: string | null;
  destination: string | null;
  reference: string | null;
  total_amount_fils: number;
  status: string;
  payment_type: string;
  paid_at: string | Date | null;
  return_of: string | null;
  return_no: string | null;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export function toRow(r: RawRow): ShipmentRow {
  return {
    shipmentNo: r.shipment_no,
    awb: r.awb,
    createdAt: new Date(r.created_at).toISOString(),
    variant: r.variant,
    sender: r.sender ?? '',
    receiver: r.receiver ?? '',
    destination: r.destination ?? '',
    reference: r.reference ?? '',
    amountFils: Number(r.total_amount_fils),
    status: r.status,
    statusLabel: statusLabel(r.status),
    payment: paymentStateOf(r.payment_type, r.paid_at),
    paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : null,
    returnOf: r.return_of ?? null,
    returnNo: r.return_no ?? null,
  };
}

const rowColumns = sql`s.id, s.shipment_no, s.awb, s.created_at, s.variant,
  s.record->>'sender_consignor' as sender, s.record->>'receiver_company_name' as receiver,
  coalesce(s.record->>'receiver_country_name', s.record->>'receiver_country') as destination, s.record->>'reference_number' as reference,
  s.total_amount_fils, ${shipmentStatusSql} as status, s.payment_type, s.paid_at,
  (select o.shipment_no from shipments o where o.id = s.return_of_shipment_id) as return_of,
  (select r.shipment_no from shipments r where r.return_of_shipment_id = s.id) as return_no`;
type AdminShipmentsQuery = AdminParsedRequestOf<'admin_shipments'>;

/** The WHERE clause of the back office's shipment search. */
function searchFilter(q: AdminShipmentsQuery): SQL {
  // Live shipments only: a test API key's bookings are the merchant's own (shipments.test).
  const where: SQL[] = [sql`not s.test`];
  if (q.awb) where.push(sql`s.awb = ${q.awb}`);
  if (q.shipmentNo) where.push(sql`s.shipment_no = ${q.shipmentNo.toUpperCase()}`);
  if (q.reference) where.push(sql`s.record->>'reference_number' ilike ${like(q.reference)}`);
  if (q.customer)
    where.push(
      sql`(s.record->>'sender_consignor' ilike ${like(q.customer)} or s.customer_id in (select id from customers where user_id = ${q.customer.toLowerCase()} or account_no = ${q.customer}))`,
    );
  if (q.receiver) where.push(sql`s.record->>'receiver_company_name' ilike ${like(q.receiver)}`);
  // Dates are Kuwait calendar days.
  if (q.from) where.push(sql`s.created_at >= ${`${q.from}T00:00:00+03:00`}::timestamptz`);
  if (q.to)
    where.push(sql`s.created_at < (${`${q.to}T00:00:00+03:00`}::timestamptz + interval '1 day')`);
  if (q.status) where.push(shipmentStatusFilter(q.status));
  const filter = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  return filter;
}

/** One page of the shipment search, sorted server-side, and the number of matches. */
export async function searchShipments(db: Db, q: AdminShipmentsQuery) {
  const filter = searchFilter(q);
  const dir = q.dir === 'asc' ? sql`asc` : sql`desc`;
  // Only the AWB may be empty; 'nulls last' on a not-null column would stop the index answering the order.
  const order =
    q.sort === 'awb'
      ? sql`s.awb ${dir} nulls last, s.id ${dir}`
      : sql`${SORT_COLUMNS[q.sort]} ${dir}, s.id ${dir}`;
  const offset = (q.page - 1) * q.pageSize;
  const [rows, counted] = await Promise.all([
    // The page's ids first (the index walks past the offset), then the columns of those 25 rows
    // only: PostgreSQL would otherwise compute every skipped row's status.
    db.execute(
      sql`select ${rowColumns} from shipments s where s.id in (
            select s.id from shipments s ${filter} order by ${order} limit ${q.pageSize} offset ${offset})
          order by ${order}`,
    ),
    db.execute(sql`select count(*)::int as n from shipments s ${filter}`),
  ]);
  return {
    rows: rowsOf<RawRow>(rows).map(toRow),
    total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0),
  };
}

/** A shipment by its shipment number or AWB, with its documents' ids and booking record. */
export async function findShipment(db: Db, shipmentNo: string) {
  const key = shipmentNo.trim().toUpperCase();
  const [row] = rowsOf<
    RawRow & {
      kyc_document_id: string | null;
      invoice_document_id: string | null;
      record: Record<string, unknown>;
    }
  >(
    await db.execute(
      sql`select ${rowColumns}, s.kyc_document_id, s.invoice_document_id, s.record
          from shipments s where s.shipment_no = ${key} or s.awb = ${shipmentNo.trim()} limit 1`,
    ),
  );
  if (!row) throw notFound(STAFF_MESSAGES.shipmentNotFound);
  return row;
}

/**
 * Reprints in every format the hub prints (A4 sheet, 4x6 thermal as PDF or ZPL), and the
 * commercial invoice where customs needs one; before the courier booking the shipment number
 * signs the links, as in the booking's own answer.
 */
export function printLinksOf(
  row: { awb: string | null; shipment_no: string; record: Record<string, unknown> },
  secret: string,
  days: number,
) {
  const number = row.awb ?? row.shipment_no;
  // The demo shipments seeded for tracking hold no booking (no parties, no lines): there is no
  // label or invoice to print for them, only the airway bill's barcode.
  const docs = isBookingRecord(row.record)
    ? documentLinks(number, row.record as ShipmentRecord, secret, days)
    : null;
  return [
    ...(docs
      ? [
          {
            kind: 'labelA4' as const,
            label: 'Labels, A4 sheet (PDF)',
            url: docs.label_a4_url,
          },
          {
            kind: 'label4x6' as const,
            label: 'Labels, 4x6 inch (PDF)',
            url: docs.label_4x6_url,
          },
          {
            kind: 'labelZpl' as const,
            label: 'Labels, 4x6 inch (ZPL for Zebra printers)',
            url: docs.label_zpl_url,
          },
        ]
      : []),
    ...(docs?.commercial_invoice_url
      ? [
          {
            kind: 'invoice' as const,
            label: 'Commercial invoice (PDF)',
            url: docs.commercial_invoice_url,
          },
        ]
      : []),
    ...(row.awb
      ? [
          {
            kind: 'barcode' as const,
            label: 'Barcode (image)',
            url: labelLinks(row.awb, secret, days).label_image_url,
          },
        ]
      : []),
  ];
}
