import { sql } from 'drizzle-orm';
import type { LinkedShipment } from '@courier/api-client/endpoints/returns';
import { PORTAL_STATUS_LABELS, type PortalShipmentStatus } from '@courier/domain/schemas/portal';
import { shipmentStatusSql } from './shipmentStatus.ts';
import { findCustomerById, type CustomerRow } from '../customers/customerAccounts.ts';
import type { Db } from '../db/client.ts';
import { ApiError } from '../http/envelope.ts';
import { RETURN_MESSAGES } from './createReturn.ts';
import { labelLinks } from './labelLinks.ts';
import { rowsOf } from './nextSerial.ts';
import { verifyReturnLink } from './returnLink.ts';

interface LinkedRaw {
  side: 'return' | 'original';
  public_id: string;
  shipment_no: string;
  awb: string | null;
  status: string;
}

const linkedOf = (raw: LinkedRaw): LinkedShipment => {
  const status = (
    raw.status in PORTAL_STATUS_LABELS ? raw.status : 'booked'
  ) as PortalShipmentStatus;
  return {
    shipmentId: raw.public_id,
    shipment_no: raw.shipment_no,
    awb: raw.awb ?? '',
    status,
    status_label: PORTAL_STATUS_LABELS[status],
  };
};

export interface Linked {
  /** The return of this shipment, if it has one. */
  return_shipment: LinkedShipment | null;
  /** The shipment this one brings back, if it is a return. */
  original_shipment: LinkedShipment | null;
}

/** A shipment's return and original (by its row id): what its detail shows of each. */
export async function linkedShipments(db: Db, id: number): Promise<Linked> {
  const found = await db.execute(sql`select 'return' as side, s.public_id, s.shipment_no, s.awb,
      ${shipmentStatusSql} as status
    from shipments s where s.return_of_shipment_id = ${id}
    union all
    select 'original' as side, s.public_id, s.shipment_no, s.awb, ${shipmentStatusSql} as status
    from shipments s
    where s.id = (select o.return_of_shipment_id from shipments o where o.id = ${id})`);
  const rows = rowsOf<LinkedRaw>(found);
  const side = (name: LinkedRaw['side']) => {
    const raw = rows.find((r) => r.side === name);
    return raw ? linkedOf(raw) : null;
  };
  return { return_shipment: side('return'), original_shipment: side('original') };
}

/** The shipment a return link names: enough to judge it and to answer its minimal view. */
interface OpenedReturnLink {
  customer: CustomerRow;
  shipmentId: string;
  id: number;
  awb: string;
  status: PortalShipmentStatus;
  statusLabel: string;
  /** A test key's shipment: its return is a test booking too (never reaches the carrier). */
  test: boolean;
  returnOf: number | null;
  /** What the merchant's customer already knows: the shop's name and their own city. */
  shop: string;
  city: string;
  language: 'en' | 'ar';
}

/**
 * Opens a return link: a forged or altered link, or one whose shipment is gone, reads "not
 * valid"; a genuine link past its day reads "expired" (410 both). The signature is
 * checked before the expiry, so a forged link learns nothing.
 */
export async function openReturnLink(db: Db, secret: string, token: string, now: Date) {
  const check = verifyReturnLink(token, secret, now);
  if (!check.ok)
    throw new ApiError(
      410,
      check.expired ? RETURN_MESSAGES.linkExpired : RETURN_MESSAGES.linkInvalid,
    );
  const found = await db.execute(sql`select s.id, s.public_id, s.customer_id, s.awb, s.language,
      s.test, s.return_of_shipment_id, s.record->>'sender_consignor' as shop, s.record->>'receiver_city' as city,
      ${shipmentStatusSql} as status
    from shipments s where s.public_id = ${check.shipmentId}`);
  const row = rowsOf<{
    id: number;
    public_id: string;
    customer_id: number | null;
    awb: string | null;
    language: 'en' | 'ar';
    test: boolean;
    return_of_shipment_id: number | null;
    shop: string | null;
    city: string | null;
    status: string;
  }>(found)[0];
  const customer = row?.customer_id ? await findCustomerById(db, row.customer_id) : undefined;
  if (!row || !customer) throw new ApiError(410, RETURN_MESSAGES.linkInvalid);
  const linked = linkedOf({ side: 'original', shipment_no: '-', ...row });
  return {
    customer,
    shipmentId: row.public_id,
    id: row.id,
    awb: row.awb ?? '',
    status: linked.status,
    statusLabel: linked.status_label,
    test: row.test,
    returnOf: row.return_of_shipment_id,
    shop: row.shop ?? '',
    city: row.city ?? '',
    language: row.language,
  } satisfies OpenedReturnLink;
}

/** The return as the link's page and the portal show it: number, status, its label. */
export function returnSummary(
  linked: LinkedShipment,
  secret: string,
  labelDays: number,
): LinkedShipment & { label_url: string } {
  const number = linked.awb || linked.shipment_no;
  return { ...linked, label_url: labelLinks(number, secret, labelDays).label_url };
}
