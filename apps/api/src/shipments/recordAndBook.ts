import type { FastifyBaseLogger } from 'fastify';
import { findKeyedShipment } from '../portal/portalShipments.ts';
import type { StoreAnswer } from '../idempotency/idempotency.ts';
import { bookWithCarrier } from './bookWithCarrier.ts';
import { cancelShipment } from './cancelShipment.ts';
import { createShipment, type BookingCaller, type CreatedAnswer } from './createShipment.ts';
import type { Booking } from './shipmentRecord.ts';
import type { ShippingContext } from './shippingServices.ts';

/** What recording and booking an account's shipment came to. */
export type RecordAndBook =
  | { kind: 'refused'; answer: CreatedAnswer }
  | { kind: 'booked'; id: string }
  | { kind: 'carrier_refused'; retryable: boolean; message: string; errors: string[] };

/**
 * The customer wizard's two calls in one (the merchant API's shipment and each row of a bulk
 * upload): the booking is recorded by the shared use case, then booked with the carrier (a test
 * booking never reaches it). When the carrier is down or refuses it, the record is cancelled
 * again (with its pickup), so the same booking may simply be sent again.
 */
export async function recordAndBook(
  context: ShippingContext,
  caller: BookingCaller & { customer: NonNullable<BookingCaller['customer']> },
  booking: Booking,
  storeAnswer: StoreAnswer,
  cancelledBy: string,
  log: FastifyBaseLogger,
): Promise<RecordAndBook> {
  const { customer } = caller;
  const test = caller.test === true;
  const recorded = await createShipment(context, caller, booking, storeAnswer);
  if (!recorded.created) return { kind: 'refused', answer: recorded };
  const { id } = recorded.created;
  const carried = await bookWithCarrier(context, customer.id, id, log);
  if (!carried.found || carried.result.ok) return { kind: 'booked', id };
  const { result } = carried;
  // Not left waiting as a booking nobody can finish: the record is cancelled (with its pickup).
  const kept = await findKeyedShipment(context.db, customer.id, id, test);
  if (kept)
    await cancelShipment(
      context.db,
      context.notifyStatus,
      { id: kept.id, shipment_no: kept.row.shipment_no, awb: null, status: 'not_booked', test },
      { reason: 'The carrier did not book it', by: cancelledBy, jobs: context.jobs },
    );
  return result.retryable
    ? { kind: 'carrier_refused', retryable: true, message: result.message, errors: [] }
    : { kind: 'carrier_refused', retryable: false, message: '', errors: result.errors };
}
