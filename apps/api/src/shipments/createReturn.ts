import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { customerBookingSchema } from '@courier/api-client/bookingRequest';
import { earliestCollectionDate } from '@courier/domain/collectionDate';
import { messageGroup } from '@courier/domain/messageWords';
import { makePortalCollectionSchema } from '@courier/domain/schemas/portal';
import { shipmentStatusSql } from './shipmentStatus.ts';
import { collectionDateProblem } from '../collections/collectionDateCheck.ts';
import type { CustomerRow } from '../customers/customerAccounts.ts';
import { ApiError, badRequest, notFound } from '../http/envelope.ts';
import type { Tx } from '../jobs/sqlAdapters.ts';
import { bookCustomerCollection } from '../portal/bookCustomerCollection.ts';
import { findKeyedShipment, shipAgainOf, type KeyedShipment } from '../portal/portalShipments.ts';
import { readOperatingSettings } from '../settings/operatingSettings.ts';
import { recordReturnCreated } from '../webhooks/events.ts';
import { bookWithCarrier } from './bookWithCarrier.ts';
import { createShipment, SHIPMENT_MESSAGES, type BookingCaller } from './createShipment.ts';
import { rowsOf } from './nextSerial.ts';
import { isBookingRecord, type CustomerBooking, type ShipmentRecord } from './shipmentRecord.ts';
import type { ShippingContext } from './shippingServices.ts';

/** The returns' words (catalogue group `returns`), in the language of the request. */
export const RETURN_MESSAGES = messageGroup('returns');

/** Why a shipment cannot be sent back; each is a stable id of the catalogue and of the API. */
export type ReturnRefusalReason = 'not_delivered' | 'is_return' | 'cancelled';

const REFUSAL_WORDS: Record<ReturnRefusalReason, () => string> = {
  not_delivered: () => RETURN_MESSAGES.notDelivered,
  is_return: () => RETURN_MESSAGES.isReturn,
  cancelled: () => RETURN_MESSAGES.cancelled,
};

/** A return refused by the rules (409): `reason` is the merchant API's error code. */
export class ReturnRefused extends ApiError {
  constructor(readonly reason: ReturnRefusalReason) {
    super(409, REFUSAL_WORDS[reason](), { reason });
    this.name = 'ReturnRefused';
  }
}

/** The pickup a return may ask for: the portal collection form's window, for the return alone. */
interface ReturnPickup {
  collection_date: string;
  collection_ready_time: string;
  collection_close_time: string;
  vehicle_type: string;
  special_instruction?: string;
}

export interface ReturnRequest {
  /** The original's public id (the account's, of the caller's mode). */
  shipmentId: string;
  pickup?: ReturnPickup;
}

export interface ReturnOutcome {
  /** False: the original already had this return (a second request, a retry, a second tab). */
  created: boolean;
  original: KeyedShipment;
  returned: KeyedShipment;
  /** The pickup booked with it now, if one was asked. */
  pickupBookingNo: string | null;
}

/** Signals, inside the booking's transaction, that another request made the return meanwhile. */
class ReturnMadeMeanwhile extends Error {}

interface OriginalRow {
  id: number;
  public_id: string;
  status: string;
  awb: string | null;
  return_of_shipment_id: number | null;
  kyc_document_id: string | null;
  invoice_document_id: string | null;
}

/** The original as the rules read it, or undefined: nobody's, another account's, the other mode's. */
async function originalOf(
  context: ShippingContext,
  customerId: number,
  shipmentId: string,
  test: boolean,
) {
  const found = await context.db
    .execute(sql`select s.id, s.public_id, s.awb, ${shipmentStatusSql} as status,
      s.return_of_shipment_id, s.kyc_document_id, s.invoice_document_id
    from shipments s
    where s.public_id = ${shipmentId} and s.customer_id = ${customerId} and s.test = ${test}`);
  return rowsOf<OriginalRow>(found)[0];
}

/** The public id of the return of shipment `id`, if it has one. */
async function returnIdOf(db: ShippingContext['db'] | Tx, id: number): Promise<string | undefined> {
  const found = await db.execute(
    sql`select public_id from shipments where return_of_shipment_id = ${id}`,
  );
  return rowsOf<{ public_id: string }>(found)[0]?.public_id;
}

/** The stored document as the data URL the booking's checks read (the return carries a copy). */
async function documentDataUrl(context: ShippingContext, id: string | null): Promise<string> {
  if (!id) return '';
  const file = await context.documents.readFile(id);
  return file ? `data:${file.contentType};base64,${file.bytes.toString('base64')}` : '';
}

/** The pickup form checked by the collection form's own rules and the working calendar. */
async function checkedPickup(context: ShippingContext, pickup: ReturnPickup) {
  const parsed = makePortalCollectionSchema().safeParse({
    shipmentIds: ['return'],
    special_instruction: '',
    ...pickup,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(issue.message, { errors: { [issue.path.join('.')]: issue.message } });
  }
  const settings = await readOperatingSettings(context.db, context.config);
  const problem = collectionDateProblem(parsed.data.collection_date, new Date(), settings);
  if (problem) throw badRequest(problem, { errors: { collection_date: problem } });
  return parsed.data;
}

/**
 * The return's booking: the original's form (shipAgainOf) with sender and receiver swapped, the
 * same pieces, service and reference, paid by the account (cash), no cash on delivery. The
 * account's identity document of the original travels with it (the account books and pays).
 */
function returnBookingForm(
  record: ShipmentRecord,
  documents: { kyc: string; invoice: string },
  pickup: ReturnPickup | undefined,
  now: Date = new Date(),
): Record<string, unknown> {
  const a = shipAgainOf(record);
  return {
    ...a,
    sender_consignor: a.receiver_company_name,
    sender_contact_person: a.receiver_attention,
    sender_street_name_number: a.receiver_street_name_number,
    sender_street_name_number1: a.receiver_street_name_number1,
    sender_zip_code: a.receiver_zip_code,
    sender_country: a.receiver_country,
    sender_city: a.receiver_city,
    sender_telephone: a.receiver_mobile || a.receiver_telephone,
    sender_fax: a.receiver_fax,
    // The sender's e-mail is required: the shop's, when its customer left none.
    sender_email: a.receiver_email || a.sender_email,
    receiver_company_name: a.sender_consignor,
    receiver_attention: a.sender_contact_person,
    receiver_street_name_number: a.sender_street_name_number,
    receiver_street_name_number1: a.sender_street_name_number1,
    receiver_city: a.sender_city,
    receiver_zip_code: a.sender_zip_code,
    receiver_country: a.sender_country,
    receiver_telephone: a.sender_telephone,
    receiver_mobile: a.sender_telephone,
    receiver_fax: a.sender_fax,
    receiver_email: a.sender_email,
    collection_date: pickup?.collection_date ?? earliestCollectionDate(now),
    collection_ready_time: pickup?.collection_ready_time ?? a.collection_ready_time,
    collection_close_time: pickup?.collection_close_time ?? a.collection_close_time,
    vehicle_type: pickup?.vehicle_type ?? a.vehicle_type,
    special_instruction:
      pickup?.special_instruction || RETURN_MESSAGES.instruction({ number: record.shipment_no }),
    kyc_document: documents.kyc,
    invoice_document: documents.invoice,
    payment_type: 'cash',
    accept_terms: true,
    accept_privacy: true,
    cod_amount: '',
  };
}

function parsedBooking(form: Record<string, unknown>): CustomerBooking {
  const parsed = customerBookingSchema.safeParse(form);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.map(String).join('.');
  throw badRequest(issue.message, { errors: { [field]: issue.message } });
}

/** The refusal of the rules for this original, if any (cancelled, itself a return, not delivered). */
export function refusalOf(
  original: Pick<OriginalRow, 'status' | 'return_of_shipment_id'>,
): ReturnRefusalReason | null {
  if (original.status === 'cancelled') return 'cancelled';
  if (original.return_of_shipment_id !== null) return 'is_return';
  if (original.status !== 'delivered') return 'not_delivered';
  return null;
}

/**
 * Whether a return link may be given for one of the account's shipments: 404 for nobody's or
 * another account's, the rules' refusal unless it already has its return (the link shows it).
 */
export async function checkReturnable(
  context: ShippingContext,
  customerId: number,
  shipmentId: string,
  test: boolean,
): Promise<void> {
  const original = await originalOf(context, customerId, shipmentId, test);
  if (!original) throw notFound(SHIPMENT_MESSAGES.notFound);
  if (await returnIdOf(context.db, original.id)) return;
  const refusal = refusalOf(original);
  if (refusal) throw new ReturnRefused(refusal);
}

export const refusalWords = (reason: ReturnRefusalReason): string => REFUSAL_WORDS[reason]();

const isReturnUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; constraint?: string; cause?: unknown; message?: string };
  if (e?.code === '23505') return String(e.constraint ?? e.message).includes('return_of');
  return e?.cause !== undefined && isReturnUniqueViolation(e.cause);
};

/**
 * Records the return of one of the account's delivered shipments through the shared booking use
 * case (createShipment), books it with the carrier (its AWB and labels) and, when asked, its
 * pickup through the portal's collection use case. One return per original, ever: a second
 * request (a double click, a retry, another tab, a second channel) answers the same return. Two
 * requests at the same moment are told apart in the booking's transaction, where the original's
 * row is locked and its return looked up again (and the unique index on return_of_shipment_id
 * stands behind both).
 */
export async function createReturn(
  context: ShippingContext,
  caller: BookingCaller & { customer: CustomerRow },
  request: ReturnRequest,
  log: FastifyBaseLogger,
): Promise<ReturnOutcome> {
  const { customer } = caller;
  const test = caller.test === true;
  const original = await originalOf(context, customer.id, request.shipmentId, test);
  if (!original) throw notFound(SHIPMENT_MESSAGES.notFound);
  let returnId = await returnIdOf(context.db, original.id);
  let created = false;
  let pickupBookingNo: string | null = null;
  if (!returnId) {
    const refusal = refusalOf(original);
    if (refusal) throw new ReturnRefused(refusal);
    const kept = await findKeyedShipment(context.db, customer.id, original.public_id, test);
    if (!kept || !isBookingRecord(kept.record)) throw new ReturnRefused('not_delivered');
    const pickup = request.pickup ? await checkedPickup(context, request.pickup) : undefined;
    const form = returnBookingForm(
      kept.record,
      {
        kyc: await documentDataUrl(context, original.kyc_document_id),
        invoice: await documentDataUrl(context, original.invoice_document_id),
      },
      pickup,
    );
    try {
      const recorded = await createShipment(
        context,
        caller,
        parsedBooking(form),
        async () => undefined,
        {
          returnOfShipmentId: original.id,
          pickup: false,
          beforeWrite: async (tx) => {
            // Concurrent requests queue here; the second finds the first's return.
            await tx.execute(sql`select id from shipments where id = ${original.id} for update`);
            if (await returnIdOf(tx, original.id)) throw new ReturnMadeMeanwhile();
          },
          afterWrite: (tx, made) =>
            recordReturnCreated(tx, context.jobs, {
              customerId: customer.id,
              returned: { id: made.id, shipmentNo: made.shipmentNo },
              original: {
                id: original.public_id,
                shipmentNo: kept.record.shipment_no,
                awb: original.awb,
              },
              pickupRequested: pickup !== undefined,
              createdAt: made.at,
            }),
        },
      );
      if (!recorded.created) throw new ApiError(recorded.status, SHIPMENT_MESSAGES.notFound);
      returnId = recorded.created.id;
      created = true;
    } catch (err) {
      if (!(err instanceof ReturnMadeMeanwhile) && !isReturnUniqueViolation(err)) throw err;
      returnId = await returnIdOf(context.db, original.id);
      if (!returnId) throw err;
    }
    if (created && pickup) {
      const booked = await bookCustomerCollection(
        context,
        customer,
        { ...pickup, shipmentIds: [returnId] },
        { test },
      );
      pickupBookingNo = booked?.booking_no ?? null;
    }
  }
  await bookReturnWithCarrier(context, customer.id, returnId, log);
  const [originalView, returnedView] = await Promise.all([
    findKeyedShipment(context.db, customer.id, original.public_id, test),
    findKeyedShipment(context.db, customer.id, returnId, test),
  ]);
  return { created, original: originalView!, returned: returnedView!, pickupBookingNo };
}

/**
 * The return's AWB: booked now, or by the request that made it; one the carrier could not book
 * then (it was down) is booked by the next request for the same return.
 */
async function bookReturnWithCarrier(
  context: ShippingContext,
  customerId: number,
  returnId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const found = await context.db.execute(
    sql`select ${shipmentStatusSql} as status from shipments s where s.public_id = ${returnId}`,
  );
  if (rowsOf<{ status: string }>(found)[0]?.status !== 'not_booked') return;
  const carried = await bookWithCarrier(context, customerId, returnId, log);
  if (!carried.found || carried.result.ok) return;
  const { result } = carried;
  if (result.retryable) throw new ApiError(503, RETURN_MESSAGES.carrierUnavailable);
  throw new ApiError(422, result.errors.join(' ') || RETURN_MESSAGES.carrierUnavailable);
}
