import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import { findTracked, toTrackingRow, toTracks } from '../behaviour/tracking.ts';
import { refuse, route } from '../route.ts';

const NO_SHIPMENT = 'No shipment found for this number.';

export function trackingHandlers(db: MockDb): HttpHandler[] {
  return [
    route(db, 'tracks', ({ AWBNO }, { lang }) => {
      const shipment = findTracked(db, AWBNO);
      return shipment ? toTracks(db, shipment, lang) : refuse('tracks', NO_SHIPMENT, 404);
    }),
    route(db, 'tracking_data', ({ AWBNO }, { lang }) => {
      const rows = AWBNO.split(',')
        .map((number) => findTracked(db, number))
        .filter((shipment) => shipment !== undefined)
        .map((shipment) => toTrackingRow(shipment, lang));
      return rows.length > 0
        ? { STATUS: 1, Data: rows }
        : refuse('tracking_data', 'No record found.', 404);
    }),
  ];
}
