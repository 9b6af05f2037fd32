import { sql } from 'drizzle-orm';
import type { TrackingRow } from '@courier/api-client/endpoints/tracking';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../shipments/nextSerial.ts';

export const NOT_FOUND_STATUS = 'Not found';

type LatestRow = {
  awb: string;
  found: boolean;
  event_date: string | null;
  event_time: string | null;
  status: string | null;
  remarks: string | null;
};

/**
 * The latest event of each number, in ONE query (unnest + lateral index scan), numbers in the
 * order given. A number with no shipment and no event answers 'Not found'.
 */
export async function latestStatuses(db: Db, numbers: readonly string[]): Promise<TrackingRow[]> {
  if (numbers.length === 0) return [];
  // The numbers travel as ONE text[] parameter: the statement's text is the same for every call,
  // so nothing is built per request and the server sees one statement shape.
  const result = await db.execute(sql`
    select n.awb, n.ord, (e.status is not null or s.id is not null) as found,
           e.event_date, e.event_time, e.status, e.remarks
    from unnest(${sql.param([...numbers])}::text[]) with ordinality as n(awb, ord)
    left join shipments s on s.awb = n.awb
    left join lateral (
      select t.event_date, t.event_time, t.status, t.remarks
      from tracking_events t
      where t.awb = n.awb
      order by t.occurred_at desc, t.id desc
      limit 1
    ) e on true
    order by n.ord`);
  return rowsOf<LatestRow>(result).map((r) =>
    r.found
      ? {
          ShipmentNo: r.awb,
          ShipDate: r.event_date ?? '',
          ShipTime: r.event_time ?? '',
          Status: r.status ?? '',
          Remarks: r.remarks ?? '',
        }
      : { ShipmentNo: r.awb, ShipDate: '', ShipTime: '', Status: NOT_FOUND_STATUS, Remarks: '' },
  );
}

export interface TrackedShipment {
  awb: string;
  record: Record<string, unknown>;
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
  }>;
}

/** One shipment with its whole history, newest event first, in ONE query; undefined when unknown. */
export async function trackedShipment(db: Db, awb: string): Promise<TrackedShipment | undefined> {
  const result = await db.execute(sql`
    select s.awb, s.record,
           coalesce((
             select json_agg(json_build_object('statusCode', t.status_code, 'status', t.status, 'location', t.location,
                                               'remarks', t.remarks, 'date', t.event_date, 'time', t.event_time,
                                               'signedBy', t.signed_by)
                             order by t.occurred_at desc, t.id desc)
             from tracking_events t where t.awb = s.awb
           ), '[]'::json) as events
    from shipments s
    where s.awb = ${awb}`);
  const [row] = rowsOf<{
    awb: string;
    record: Record<string, unknown> | string;
    events: TrackedShipment['events'] | string;
  }>(result);
  if (!row) return undefined;
  // node-postgres parses json columns; a driver answering text is parsed here.
  const parse = <T>(value: T | string): T =>
    typeof value === 'string' ? (JSON.parse(value) as T) : value;
  return { awb: row.awb, record: parse(row.record), events: parse(row.events) };
}
