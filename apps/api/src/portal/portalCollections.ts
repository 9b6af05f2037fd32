import { sql } from 'drizzle-orm';
import type { PortalCollectionRow } from '@courier/api-client/endpoints/portal';
import type { z } from 'zod';
import type { portalCollectionSchema } from '@courier/domain/schemas/portal';
import { shipmentStatusSql } from '../shipments/shipmentStatus.ts';
import type { Db } from '../db/client.ts';
import type { Tx } from '../jobs/sqlAdapters.ts';
import { collections, collectionShipments, collectionStates } from '../db/schema/index.ts';
import { nextSerial, rowsOf } from '../shipments/nextSerial.ts';
import type { ShipmentRecord } from '../shipments/shipmentRecord.ts';
import type { Page } from './portalShipments.ts';

export type PortalCollectionForm = z.output<typeof portalCollectionSchema>;

const COLLECTION_STATUS_LABELS: Record<PortalCollectionRow['status'], string> = {
  requested: 'Requested',
  scheduled: 'Scheduled',
  collected: 'Collected',
  failed: 'Failed',
};

export const portalCollectionMessages = {
  notCollectable: (shipmentNo: string) =>
    `Shipment ${shipmentNo} has been picked up or cancelled; it cannot be collected again.`,
  alreadyBooked: (shipmentNo: string, bookingNo: string) =>
    `Shipment ${shipmentNo} is already in collection ${bookingNo}.`,
  differentAddresses:
    'These shipments are collected from different addresses. Book one collection per address.',
  booked: (bookingNo: string) => `Your collection has been booked. Booking no: ${bookingNo}.`,
  /** The reason a wizard booking's own pickup gets when it joins a portal collection. */
  replaced: (bookingNo: string) => `Replaced by collection ${bookingNo}`,
} as const;

interface RawCollection {
  id: number;
  booking_no: string;
  record: Record<string, unknown>;
  created_at: string | Date;
  status: PortalCollectionRow['status'] | null;
  failure_reason: string | null;
  linked: string[] | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toRow(r: RawCollection): PortalCollectionRow {
  const status = r.status ?? 'requested';
  const own = text(r.record.shipment_no);
  const linked = r.linked ?? [];
  return {
    booking_no: r.booking_no,
    collection_date: text(r.record.collection_date),
    collection_ready_time: text(r.record.collection_ready_time),
    // Stored as the Book Collection payload (spec 3: collection_closing_time); the portal's calls
    // use the booking wizard's name.
    collection_close_time: text(r.record.collection_closing_time),
    vehicle_type: text(r.record.vehicle_type),
    company_name: text(r.record.company_name),
    address: text(r.record.address),
    city: text(r.record.city),
    shipment_nos: linked.length > 0 ? linked : own ? [own] : [],
    status,
    status_label: COLLECTION_STATUS_LABELS[status],
    failure_reason: r.failure_reason ?? '',
    created_at: new Date(r.created_at).toISOString(),
  };
}

const collectionColumns = sql`c.id, c.booking_no, c.record, c.created_at, st.status, st.failure_reason,
  (select json_agg(s.shipment_no order by s.shipment_no) from collection_shipments cs
    join shipments s on s.id = cs.shipment_id where cs.collection_id = c.id) as linked`;

/** The customer's collections (wizard pickups and portal bookings), newest first. */
export async function listCollections(
  db: Db,
  customerId: number,
  { page, page_size }: Page,
): Promise<{ rows: PortalCollectionRow[]; total: number }> {
  const [found, counted] = await Promise.all([
    db.execute(sql`select ${collectionColumns} from collections c
      left join collection_states st on st.collection_id = c.id
      where c.customer_id = ${customerId}
      order by c.created_at desc nulls last, c.id desc nulls last limit ${page_size} offset ${(page - 1) * page_size}`),
    db.execute(
      sql`select count(*)::int as n from collections c where c.customer_id = ${customerId}`,
    ),
  ]);
  return {
    rows: rowsOf<RawCollection>(found).map(toRow),
    total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0),
  };
}

interface Candidate {
  id: number;
  public_id: string;
  shipment_no: string;
  record: ShipmentRecord;
  status: string;
}

/**
 * The named shipments of the customer, with their status; ids of nobody's or another's are left
 * out, and so are test bookings unless `test` asks for them alone.
 */
export async function ownShipmentsFor(
  db: Db,
  customerId: number,
  publicIds: readonly string[],
  test = false,
) {
  const found = await db.execute(sql`select s.id, s.public_id, s.shipment_no, s.record,
      ${shipmentStatusSql} as status
    from shipments s
    where s.customer_id = ${customerId} and s.test = ${test} and s.public_id in (${sql.join(
      publicIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return rowsOf<Candidate>(found);
}

/** A pickup still to come for one of `shipmentIds`: its own (wizard) pickup or a portal collection. */
async function activeCollections(db: Db, shipmentIds: readonly number[]) {
  const ids = sql.join(
    shipmentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const found = await db.execute(sql`select c.id, c.booking_no, s.id as shipment_id, s.shipment_no,
      (c.booking_no = s.shipment_no) as own_pickup, coalesce(st.status, 'requested') as status
    from shipments s
    join collections c on c.booking_no = s.shipment_no
      or c.id in (select cs.collection_id from collection_shipments cs where cs.shipment_id = s.id)
    left join collection_states st on st.collection_id = c.id
    where s.id in (${ids}) and coalesce(st.status, 'requested') in ('requested', 'scheduled')`);
  return rowsOf<{
    id: number;
    booking_no: string;
    shipment_id: number;
    shipment_no: string;
    own_pickup: boolean;
    status: string;
  }>(found);
}

/** The pickup address of a shipment, compared without case or surrounding spaces. */
const addressKey = (r: ShipmentRecord) =>
  [r.sender_consignor, r.sender_street_name_number, r.sender_city, r.sender_country]
    .map((part) => String(part).trim().toLowerCase())
    .join('|');

export type BookingProblem = { field: 'shipmentIds'; message: string };

/**
 * Why these shipments cannot share one collection, or null: each must still wait for its pickup
 * (not picked up, not cancelled), none may already be in another portal collection or a pickup
 * staff scheduled, and all leave from one address.
 */
export async function collectionProblem(
  db: Db,
  candidates: readonly Candidate[],
): Promise<{ problem: BookingProblem | null; replace: number[] }> {
  const refuse = (message: string) => ({
    problem: { field: 'shipmentIds' as const, message },
    replace: [],
  });
  for (const c of candidates)
    if (c.status !== 'not_booked' && c.status !== 'booked')
      return refuse(portalCollectionMessages.notCollectable(c.shipment_no));
  if (new Set(candidates.map((c) => addressKey(c.record))).size > 1)
    return refuse(portalCollectionMessages.differentAddresses);
  const replace: number[] = [];
  for (const active of await activeCollections(
    db,
    candidates.map((c) => c.id),
  )) {
    // A wizard booking's own pickup still waiting for staff joins the new collection instead.
    if (active.own_pickup && active.status === 'requested') replace.push(active.id);
    else
      return refuse(portalCollectionMessages.alreadyBooked(active.shipment_no, active.booking_no));
  }
  return { problem: null, replace };
}

/**
 * Records the collection, links its shipments and retires the pickups it replaces; `alsoInTx`
 * writes what must commit with it (the staff e-mail's job, the idempotent answer).
 */
export async function bookCollection(
  db: Db,
  customerId: number,
  form: PortalCollectionForm,
  candidates: readonly Candidate[],
  replace: readonly number[],
  alsoInTx?: (tx: Tx, row: PortalCollectionRow) => Promise<void>,
): Promise<PortalCollectionRow> {
  const first = candidates[0]!.record;
  const bookingNo = `COL${(await nextSerial(db, 'collection_no_seq')).padStart(8, '0')}`;
  const sum = (pick: (r: ShipmentRecord) => number) =>
    candidates.reduce((total, c) => total + (Number(pick(c.record)) || 0), 0);
  const record = {
    company_name: first.sender_consignor,
    contact_person: first.sender_contact_person,
    address: first.sender_street_name_number,
    zipcode: first.sender_zip_code,
    city: first.sender_city,
    country: first.sender_country_name,
    mobile_number: first.sender_telephone,
    email_address: first.sender_email,
    collection_date: form.collection_date,
    collection_ready_time: form.collection_ready_time,
    collection_closing_time: form.collection_close_time,
    vehicle_type: form.vehicle_type,
    total_pieces: String(sum((r) => r.total_pieces)),
    total_weight: sum((r) => r.total_weight).toFixed(2),
    special_instruction: form.special_instruction,
    reference_number: '',
    shipment_no: candidates.map((c) => c.shipment_no).join(', '),
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(collections)
      .values({ bookingNo, refNo: bookingNo, record, customerId })
      .returning();
    await tx
      .insert(collectionShipments)
      .values(candidates.map((c) => ({ collectionId: row!.id, shipmentId: c.id })));
    for (const id of replace) {
      const retired = {
        status: 'failed' as const,
        failureReason: portalCollectionMessages.replaced(bookingNo),
        updatedAt: new Date(),
      };
      await tx
        .insert(collectionStates)
        .values({ collectionId: id, ...retired })
        .onConflictDoUpdate({ target: collectionStates.collectionId, set: retired });
    }
    const booked = toRow({
      id: row!.id,
      booking_no: bookingNo,
      record,
      created_at: row!.createdAt,
      status: 'requested',
      failure_reason: '',
      linked: candidates.map((c) => c.shipment_no).sort(),
    });
    await alsoInTx?.(tx, booked);
    return booked;
  });
}
