import { success } from '@courier/api-client/envelope';
import { isCollectionDay, isOnOrAfterToday } from '@courier/domain/collectionDate';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import { refuse, route } from '../route.ts';

export function collectionHandlers(db: MockDb): HttpHandler[] {
  return [
    route(db, 'create_shipment_collection', (body) => {
      if (!isCollectionDay(body.collection_date, db.calendar)) {
        return refuse(
          'create_shipment_collection',
          'No collections on Fridays and public holidays. Please choose another date.',
        );
      }
      const number = db.counters.collection++;
      const bookingNo = `COL${String(number).padStart(7, '0')}`;
      const refNo = body.reference_number || `REF${String(number).padStart(7, '0')}`;
      db.inbox.push({
        kind: 'collection',
        body: { ...body, booking_no: bookingNo, ref_no: refNo },
      });
      return success({ booking_no: bookingNo, ref_no: refNo }, 'Your collection has been booked.');
    }),
    // Kept as the original works: 'Success' means the date is NOT available, with the reason.
    route(db, 'check_collection_date', ({ collection_date }) => {
      if (!isOnOrAfterToday(collection_date, db.now())) {
        return success({}, 'The collection date cannot be in the past.');
      }
      if (!isCollectionDay(collection_date, db.calendar)) {
        return success(
          {},
          'No collections on Fridays and public holidays. Please choose another date.',
        );
      }
      return refuse('check_collection_date', 'The date is available.', 200);
    }),
  ];
}
