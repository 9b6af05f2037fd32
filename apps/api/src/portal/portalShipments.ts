import { eq, sql, type SQL } from 'drizzle-orm';
import type {
  PortalShipmentRow,
  PortalTrackingEvent,
  ShipAgain,
} from '@courier/api-client/endpoints/portal';
import { addDays, weekdayOf } from '@courier/domain/collectionDate';
import { kuwaitDateTime } from '@courier/domain/kuwaitClock';
import type { Language } from '@courier/domain/language';
import {
  IN_TRANSIT_STATUSES,
  PORTAL_STATUS_LABELS,
  type PortalShipmentStatus,
  type ShipmentSearch,
} from '@courier/domain/schemas/portal';
import { shipmentStatusFilter, shipmentStatusSql } from '../shipments/shipmentStatus.ts';
import type { Db } from '../db/client.ts';
import { trackingEvents } from '../db/schema/index.ts';
import { rowsOf } from '../shipments/nextSerial.ts';
import type { ShipmentDetails } from '@courier/api-client/endpoints/shipments';
import type { ShipmentRecord } from '../shipments/shipmentRecord.ts';
import { newestEventsFirst } from '../tracking/newestEventsFirst.ts';
import type { PlaceNames } from '../tracking/placeNames.ts';
import { eventWords, placeIn } from '../tracking/trackingQueries.ts';

/** 00:00 of a Kuwait calendar date as an instant (Kuwait keeps UTC+3 all year). */
const kuwaitDayStart = (date: string) => `${date}T00:00:00+03:00`;

/** LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface RawRow {
  id: number;
  public_id: string;
  shipment_no: string;
  awb: string | null;
  created_at: string | Date;
  shipment_date: string | null;
  reference: string | null;
  receiver_company_name: string | null;
  receiver_attention: string | null;
  receiver_city: string | null;
  receiver_country: string | null;
  total_pieces: number | string | null;
  total_chargeable_weight: number | string | null;
  status: string;
}

const rowColumns = sql`s.id, s.public_id, s.shipment_no, s.awb, s.created_at,
  s.record->>'shipment_date' as shipment_date, s.record->>'reference_number' as reference,
  s.record->>'receiver_company_name' as receiver_company_name,
  s.record->>'receiver_attention' as receiver_attention, s.record->>'receiver_city' as receiver_city,
  coalesce(s.record->>'receiver_country_name', s.record->>'receiver_country') as receiver_country,
  s.record->>'total_pieces' as total_pieces,
  s.record->>'total_chargeable_weight' as total_chargeable_weight,
  ${shipmentStatusSql} as status`;

const isPortalStatus = (status: string): status is PortalShipmentStatus =>
  status in PORTAL_STATUS_LABELS;

function toRow(r: RawRow): PortalShipmentRow {
  const status = isPortalStatus(r.status) ? r.status : 'booked';
  return {
    shipmentId: r.public_id,
    shipment_no: r.shipment_no,
    awb: r.awb ?? '',
    reference_number: r.reference ?? '',
    shipment_date: r.shipment_date ?? kuwaitDateTime(new Date(r.created_at)).date,
    created_at: new Date(r.created_at).toISOString(),
    receiver_company_name: r.receiver_company_name ?? '',
    receiver_attention: r.receiver_attention ?? '',
    receiver_city: r.receiver_city ?? '',
    receiver_country: r.receiver_country ?? '',
    total_pieces: Math.max(0, Math.trunc(Number(r.total_pieces ?? 0)) || 0),
    total_chargeable_weight: Math.max(0, Number(r.total_chargeable_weight ?? 0) || 0),
    status,
    status_label: PORTAL_STATUS_LABELS[status],
  };
}

/** The search as a filter on `shipments s`; always limited to the customer's own. */
function searchFilter(customerId: number, search: Partial<ShipmentSearch>): SQL {
  // Live shipments only: a test API key's bookings stay in the API (shipments.test).
  const where: SQL[] = [sql`s.customer_id = ${customerId}`, sql`s.test = false`];
  if (search.q) where.push(sql`s.search_text like ${containsPattern(search.q)}`);
  if (search.status) where.push(shipmentStatusFilter(search.status));
  if (search.from) where.push(sql`s.created_at >= ${kuwaitDayStart(search.from)}::timestamptz`);
  if (search.to)
    where.push(sql`s.created_at < ${kuwaitDayStart(addDays(search.to, 1))}::timestamptz`);
  return sql.join(where, sql` and `);
}

export interface Page {
  page: number;
  page_size: number;
}

/**
 * A page of the customer's shipments, newest first, and how many match. The page's ids are
 * found on the (customer_id, created_at desc, id desc) index first and only their rows are read,
 * so a deep page does not unpack every record it skips.
 */
export async function listShipments(
  db: Db,
  customerId: number,
  search: Partial<ShipmentSearch>,
  { page, page_size }: Page,
): Promise<{ rows: PortalShipmentRow[]; total: number }> {
  const filter = searchFilter(customerId, search);
  const [found, counted] = await Promise.all([
    db.execute(sql`select ${rowColumns} from shipments s
      where s.id in (select s.id from shipments s where ${filter}
        order by s.created_at desc nulls last, s.id desc nulls last limit ${page_size} offset ${(page - 1) * page_size})
      order by s.created_at desc nulls last, s.id desc nulls last`),
    db.execute(sql`select count(*)::int as n from shipments s where ${filter}`),
  ]);
  return {
    rows: rowsOf<RawRow>(found).map(toRow),
    total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0),
  };
}

/** One of the customer's shipments by its public id, or undefined (nobody's or another's). */
export async function findOwnShipment(db: Db, customerId: number, shipmentId: string) {
  const found = await db.execute(sql`select ${rowColumns}, s.record from shipments s
    where s.public_id = ${shipmentId} and s.customer_id = ${customerId}`);
  const raw = rowsOf<RawRow & { record: ShipmentRecord }>(found)[0];
  return raw ? { row: toRow(raw), id: raw.id, awb: raw.awb, record: raw.record } : undefined;
}

/**
 * A list row's place names in the request's language: the receiver's city and country by the
 * Arabic names the reference data carries (each as one name); English rows are as stored.
 */
export function rowInLanguage(
  row: PortalShipmentRow,
  lang: Language,
  places: PlaceNames | undefined,
): PortalShipmentRow {
  if (lang === 'en' || !places) return row;
  return {
    ...row,
    receiver_city: places(row.receiver_city) ?? row.receiver_city,
    receiver_country: places(row.receiver_country) ?? row.receiver_country,
  };
}

/**
 * A shipment's details in the request's language: on Arabic answers the sender's and the
 * receiver's city and country by the Arabic names the reference data carries ('Kuwait City' ->
 * 'مدينة الكويت'); the rest (names, streets, what the customer typed) stays as booked.
 */
export function detailsInLanguage(
  details: ShipmentDetails,
  lang: Language,
  places: PlaceNames | undefined,
): ShipmentDetails {
  if (lang === 'en' || !places) return details;
  const named = (name: string) => places(name) ?? name;
  return {
    ...details,
    sender_city: named(details.sender_city),
    sender_country: named(details.sender_country),
    receiver_city: named(details.receiver_city),
    receiver_country: named(details.receiver_country),
  };
}

/**
 * The tracking history of an AWB, newest first, in the request's language: our statuses and
 * remarks from the catalogue, places by their Arabic names where the reference data has them.
 */
export async function trackingHistory(
  db: Db,
  awb: string | null,
  lang: Language = 'en',
  places?: PlaceNames,
): Promise<PortalTrackingEvent[]> {
  if (!awb) return [];
  const events = await db
    .select()
    .from(trackingEvents)
    .where(eq(trackingEvents.awb, awb))
    .orderBy(...newestEventsFirst());
  return events.map((e) => {
    const words = eventWords(e, lang);
    return {
      date: e.eventDate,
      time: e.eventTime,
      status: e.statusCode,
      status_label: words.status,
      location: placeIn(e.location, lang, places),
      remarks: words.remarks,
    };
  });
}

/** Sunday 00:00 of this week in Kuwait (the Kuwaiti working week starts on Sunday). */
function kuwaitWeekStart(now: Date): string {
  const today = kuwaitDateTime(now).date;
  return kuwaitDayStart(addDays(today, -weekdayOf(today)));
}

/** The dashboard's counts, from the customer's rows only (index on customer_id). */
export async function dashboardCounts(db: Db, customerId: number, now: Date) {
  const inTransit = sql.join(
    IN_TRANSIT_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const counted = await db.execute(sql`select
      count(*) filter (where s.awb is not null and coalesce(s.current_status, 'booked') in (${inTransit}))::int as in_transit,
      count(*) filter (where s.awb is not null and s.current_status = 'exception')::int as exceptions,
      count(*) filter (where s.current_status = 'delivered' and exists (
        select 1 from tracking_events e where e.awb = s.awb and e.status_code = 'delivered'
          and e.occurred_at >= ${kuwaitWeekStart(now)}::timestamptz))::int as delivered_this_week
    from shipments s left join shipment_cancellations c on c.shipment_id = s.id
    where s.customer_id = ${customerId} and s.test = false and c.shipment_id is null`);
  const row = rowsOf<{ in_transit: number; exceptions: number; delivered_this_week: number }>(
    counted,
  )[0];
  return {
    in_transit: Number(row?.in_transit ?? 0),
    exceptions: Number(row?.exceptions ?? 0),
    delivered_this_week: Number(row?.delivered_this_week ?? 0),
  };
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A past booking as the customer wizard's form holds it: no date, no documents, no consents. */
export function shipAgainOf(record: ShipmentRecord): ShipAgain {
  return {
    sender_consignor: record.sender_consignor,
    sender_contact_person: record.sender_contact_person,
    sender_street_name_number: record.sender_street_name_number,
    sender_street_name_number1: text(record.sender_street_name_number1),
    sender_zip_code: record.sender_zip_code,
    sender_country: record.sender_country,
    sender_city: record.sender_city,
    sender_telephone: record.sender_telephone,
    sender_fax: record.sender_fax,
    sender_email: record.sender_email,
    receiver_company_name: record.receiver_company_name,
    receiver_attention: record.receiver_attention,
    receiver_street_name_number: record.receiver_street_name_number,
    receiver_street_name_number1: text(record.receiver_street_name_number1),
    receiver_city: record.receiver_city,
    receiver_zip_code: record.receiver_zip_code,
    receiver_country: record.receiver_country,
    receiver_telephone: record.receiver_telephone,
    receiver_mobile: record.receiver_mobile,
    receiver_fax: record.receiver_fax,
    receiver_email: record.receiver_email,
    reference_number: record.reference_number,
    service: record.service,
    currency: { currency_code: record.currency_code, currency_name: text(record.currency_name) },
    type: record.type,
    value: text(record.value),
    content: record.content,
    shipment_items: record.shipment_items.map((item) => ({
      weight: text(item.weight),
      length: text(item.length),
      width: text(item.width),
      height: text(item.height),
      volume_weight: text(item.volume_weight),
      description: item.description,
      qty: text(item.qty),
      unit: item.unit,
      item_value: text(item.item_value),
      item_total_value: text(item.item_total_value),
      ...(item.hs_code === undefined ? {} : { hs_code: item.hs_code }),
      ...(item.country_of_origin === undefined
        ? {}
        : { country_of_origin: item.country_of_origin }),
    })),
    collection_ready_time: record.collection_ready_time,
    collection_close_time: record.collection_close_time,
    vehicle_type: record.vehicle_type,
    special_instruction: record.special_instruction,
    kyc_type: text(record.kyc_type),
    shipment_type: record.shipment_type,
    payment_type: record.payment_type,
  };
}

/** Every shipment of the customer booked in a Kuwait date range, newest first (CSV export). */
export async function exportRows(db: Db, customerId: number, from: string, to: string) {
  const found = await db.execute(sql`select ${rowColumns}, s.record->>'service' as service,
      s.total_amount_fils, s.payment_type
    from shipments s where ${searchFilter(customerId, { from, to })}
    order by s.created_at desc nulls last, s.id desc nulls last`);
  return rowsOf<
    RawRow & { service: string | null; total_amount_fils: number; payment_type: string }
  >(found).map((raw) => ({
    ...toRow(raw),
    service: raw.service ?? '',
    amountFils: Number(raw.total_amount_fils),
    paymentType: raw.payment_type,
  }));
}

/** A shipment as the merchant API reads it: the portal's row, its record and its amounts. */
export interface KeyedShipment {
  /** The row's own id (never shown). */
  id: number;
  row: PortalShipmentRow;
  awb: string | null;
  record: ShipmentRecord;
  totalFils: number;
  test: boolean;
}

type KeyedRaw = RawRow & { record: ShipmentRecord; total_amount_fils: number; test: boolean };

const keyedOf = (raw: KeyedRaw): KeyedShipment => ({
  id: raw.id,
  row: toRow(raw),
  awb: raw.awb,
  record: raw.record,
  totalFils: Number(raw.total_amount_fils),
  test: raw.test,
});

/**
 * One of the customer's shipments of one mode (live, or a test key's), by its public id or its
 * AWB, or undefined: nobody's, another customer's and the other mode's all answer the same nothing.
 */
export async function findKeyedShipment(
  db: Db,
  customerId: number,
  shipment: string | { awb: string },
  test: boolean,
): Promise<KeyedShipment | undefined> {
  const which =
    typeof shipment === 'string' ? sql`s.public_id = ${shipment}` : sql`s.awb = ${shipment.awb}`;
  const found = await db.execute(sql`select ${rowColumns}, s.record, s.total_amount_fils, s.test
    from shipments s
    where ${which} and s.customer_id = ${customerId} and s.test = ${test}`);
  const raw = rowsOf<KeyedRaw>(found)[0];
  return raw ? keyedOf(raw) : undefined;
}

/**
 * A page of the customer's shipments of one mode, newest first, after the shipment
 * `startingAfter` (a cursor that stays put while new shipments arrive); `limit + 1` are read to
 * know whether there are more. Filters: status, the exact reference, Kuwait days from/to.
 */
export async function listKeyedShipments(
  db: Db,
  customerId: number,
  filters: { status?: string; reference?: string; from?: string; to?: string },
  { limit, startingAfter, test }: { limit: number; startingAfter?: string; test: boolean },
): Promise<{ rows: KeyedShipment[]; hasMore: boolean }> {
  const where: SQL[] = [sql`s.customer_id = ${customerId}`, sql`s.test = ${test}`];
  if (filters.status) where.push(shipmentStatusFilter(filters.status));
  if (filters.reference) where.push(sql`s.record->>'reference_number' = ${filters.reference}`);
  if (filters.from) where.push(sql`s.created_at >= ${kuwaitDayStart(filters.from)}::timestamptz`);
  if (filters.to)
    where.push(sql`s.created_at < ${kuwaitDayStart(addDays(filters.to, 1))}::timestamptz`);
  if (startingAfter)
    where.push(sql`(s.created_at, s.id) < (select c.created_at, c.id from shipments c
      where c.public_id = ${startingAfter} and c.customer_id = ${customerId})`);
  const found = await db.execute(sql`select ${rowColumns}, s.record, s.total_amount_fils, s.test
    from shipments s where ${sql.join(where, sql` and `)}
    order by s.created_at desc nulls last, s.id desc nulls last limit ${limit + 1}`);
  const rows = rowsOf<KeyedRaw>(found).map(keyedOf);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}
