import { sql } from 'drizzle-orm';
import { receiverRemarkIn } from '../receiver/receiverWords.ts';
import type { Language } from '@courier/domain/language';
import { ownRemarkIn } from '@courier/domain/ownRemarks';
import { messageWordsIn } from '../http/messageLanguage.ts';
import { arabicPlace } from '@courier/domain/places';
import { trackingStatusLabel } from '@courier/domain/tracking';
import type { Db } from '../db/client.ts';
import { preparedStatement } from '../db/preparedStatement.ts';
import { rowsOf } from '../shipments/nextSerial.ts';
import type { PlaceNames } from './placeNames.ts';

type LatestRow = {
  awb: string;
  found: boolean;
  event_date: string | null;
  event_time: string | null;
  status_code: string | null;
  status: string | null;
  remarks: string | null;
};

/** A number's newest event (all empty for a shipment with no event yet). */
export interface LatestEvent {
  date: string;
  time: string;
  statusCode: string;
  status: string;
  remarks: string;
}

/**
 * The tracking statements of one database, built once and run by name (db/preparedStatement.ts):
 * PostgreSQL plans each once per connection instead of on every request (planning took longer
 * than these index lookups). Their ORDER BY says `desc nulls last` as the index
 * tracking_events_awb_time_idx is built (both columns are NOT NULL, so the order is the same):
 * with a plain `desc` (nulls first) the index could not give the order, and the latest event of
 * a number was found by reading all its events (a bitmap heap scan of ~10 pages) and sorting.
 */
function statementsOf(db: Db) {
  let statements = prepared.get(db);
  if (!statements) {
    statements = {
      // The numbers travel as ONE text[] parameter; `s.awb` (not `s.id`) lets the shipment
      // lookup be an index-only scan.
      latest: preparedStatement(
        db,
        'tracking_latest_statuses',
        sql`
          select n.awb, n.ord, (e.status is not null or s.awb is not null) as found,
                 e.event_date, e.event_time, e.status_code, e.status, e.remarks
          from unnest(${sql.placeholder('numbers')}::text[]) with ordinality as n(awb, ord)
          left join shipments s on s.awb = n.awb
          left join lateral (
            select t.event_date, t.event_time, t.status_code, t.status, t.remarks
            from tracking_events t
            where t.awb = n.awb
            order by t.occurred_at desc nulls last, t.id desc nulls last
            limit 1
          ) e on true
          order by n.ord`,
      ),
      shipment: preparedStatement(
        db,
        'tracking_shipment_history',
        sql`
          select s.awb,
                 -- Nothing is due at the door once the ledger has the amount (paid online).
                 case when exists(select 1 from cod_entries ce where ce.shipment_id = s.id)
                      then null else s.cod_amount_fils end as cod_amount_fils,
                 coalesce(s.record->>'shipment_date', '') as awb_date,
                 coalesce(s.record->>'receiver_city', '') as receiver_city,
                 coalesce(s.record->>'receiver_country_name', '') as receiver_country,
                 coalesce(s.record->>'collection_date', '') as collection_date,
                 rs.transit_min_days, rs.transit_max_days,
                 coalesce((select z.code from countries c join zones z on z.id = c.zone_id
                           where c.name = s.record->>'sender_country_name' limit 1), '') as origin_zone,
                 coalesce((select z.code from countries c join zones z on z.id = c.zone_id
                           where c.name = s.record->>'receiver_country_name' limit 1), '') as destination_zone,
                 coalesce((
                   select json_agg(json_build_object('statusCode', t.status_code, 'status', t.status,
                                                     'location', t.location, 'remarks', t.remarks,
                                                     'date', t.event_date, 'time', t.event_time,
                                                     'signedBy', t.signed_by,
                                                     'byReceiver', exists(
                                                       select 1 from receiver_choices rc
                                                       where rc.shipment_id = s.id and rc.event_id = t.id))
                                   order by t.occurred_at desc nulls last, t.id desc nulls last)
                   from tracking_events t where t.awb = s.awb
                 ), '[]'::json) as events,
                 -- The receiver's new day, when another day is the choice in force.
                 coalesce((
                   select case when rc.kind = 'reschedule' then rc.details->>'date' end
                   from receiver_choices rc where rc.shipment_id = s.id and rc.kind <> 'cod_paid'
                   order by rc.id desc limit 1
                 ), '') as receiver_day
          from shipments s
          -- The booking's service as the wizards record it: one of our rate services by id.
          left join rate_services rs on rs.id::text = s.record->>'service'
          where s.awb = ${sql.placeholder('awb')}`,
      ),
    };
    prepared.set(db, statements);
  }
  return statements;
}

const prepared = new WeakMap<
  Db,
  Record<'latest' | 'shipment', ReturnType<typeof preparedStatement>>
>();

/**
 * An event's words in the request's language: our status codes read from the domain's
 * status table, our own remarks ('Shipment booked') through the catalogue (ownRemarks.ts); a status or remark
 * a carrier wrote in its own words stays as it came. English is what was stored.
 */
export function eventWords(
  event: { statusCode?: string | null; status: string | null; remarks: string | null },
  lang: Language,
): { status: string; remarks: string } {
  const status = event.status ?? '';
  const remarks = event.remarks ?? '';
  if (lang === 'en') return { status, remarks };
  return {
    status: trackingStatusLabel(event.statusCode ?? '', lang) ?? status,
    // The remark a receiver's choice left is in the receiver's catalogue (receiver/receiverWords.ts).
    remarks: receiverRemarkIn(remarks, lang) ?? ownRemarkIn(remarks, messageWordsIn(lang)),
  };
}

/**
 * A place ('Sharq, Kuwait') in the request's language: on Arabic answers each name the reference
 * data names in Arabic is shown by it ('شرق، الكويت'); the rest stays as the scan wrote it.
 */
export function placeIn(place: string, lang: Language, names: PlaceNames | undefined): string {
  return lang === 'ar' && names ? arabicPlace(place, names) : place;
}

/**
 * The latest event of each number, in ONE query (unnest + lateral index scan), by number. A
 * number with no shipment and no event is not in the map (tracking answers it 'Not found').
 */
export async function latestEvents(
  db: Db,
  numbers: readonly string[],
): Promise<Map<string, LatestEvent>> {
  const found = new Map<string, LatestEvent>();
  if (numbers.length === 0) return found;
  const result = await statementsOf(db).latest({ numbers: [...numbers] });
  for (const r of rowsOf<LatestRow>(result)) {
    if (!r.found) continue;
    found.set(r.awb, {
      date: r.event_date ?? '',
      time: r.event_time ?? '',
      statusCode: r.status_code ?? '',
      status: r.status ?? '',
      remarks: r.remarks ?? '',
    });
  }
  return found;
}

/**
 * What tracking shows of a shipment: its number, booking date and destination, never the rest of
 * the booking (names, phones, addresses), and what its expected delivery is reckoned from (the
 * collection date asked for, the service's transit days, the zones of both ends). Only those
 * fields of the record leave the database, as text: the whole record was parsed from JSON on
 * every request for them.
 */
export interface TrackedShipment {
  awb: string;
  awbDate: string;
  receiverCity: string;
  receiverCountry: string;
  collectionDate: string;
  /** The rate service's working days from pickup; undefined when the booking names none of ours. */
  serviceTransit: { min: number; max: number } | undefined;
  /** Rate zone codes of the sender's and the receiver's countries ('' when unknown). */
  originZone: string;
  destinationZone: string;
  /** Cash on delivery the receiver pays the driver, in fils; null: none, or already paid. */
  codAmountFils: number | null;
  /** Newest first. */
  events: Array<{
    statusCode: string;
    status: string;
    location: string;
    remarks: string;
    date: string;
    time: string;
    /** Delivered scans: who signed for it. */
    signedBy: string;
    /** The event a receiver's choice left (delivery link), not a scan. */
    byReceiver: boolean;
  }>;
  /** The day the receiver chose through the delivery link, when that is the choice in force. */
  receiverDay: string;
}

/** One shipment with its whole history, newest event first, in ONE query; undefined when unknown. */
export async function trackedShipment(db: Db, awb: string): Promise<TrackedShipment | undefined> {
  const result = await statementsOf(db).shipment({ awb });
  const [row] = rowsOf<{
    awb: string;
    awb_date: string;
    receiver_city: string;
    receiver_country: string;
    collection_date: string;
    transit_min_days: number | null;
    transit_max_days: number | null;
    origin_zone: string;
    destination_zone: string;
    cod_amount_fils: number | null;
    events: TrackedShipment['events'] | string;
    receiver_day: string;
  }>(result);
  if (!row) return undefined;
  // node-postgres parses json columns; a driver answering text is parsed here.
  const events = typeof row.events === 'string' ? JSON.parse(row.events) : row.events;
  return {
    awb: row.awb,
    awbDate: row.awb_date,
    receiverCity: row.receiver_city,
    receiverCountry: row.receiver_country,
    collectionDate: row.collection_date,
    serviceTransit:
      row.transit_min_days === null || row.transit_max_days === null
        ? undefined
        : { min: row.transit_min_days, max: row.transit_max_days },
    originZone: row.origin_zone,
    destinationZone: row.destination_zone,
    codAmountFils: row.cod_amount_fils,
    events,
    receiverDay: row.receiver_day,
  };
}
