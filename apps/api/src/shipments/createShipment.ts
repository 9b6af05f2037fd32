import { messageGroup } from '@courier/domain/messageWords';
import { randomBytes } from 'node:crypto';
import { failure } from '@courier/api-client/envelope';
import { makeAwb } from '@courier/domain/awb';
import { DEFAULT_PAYMENT_METHOD } from '@courier/domain/constants';
import { kuwaitDateTime } from '@courier/domain/kuwaitClock';
import type { Language } from '@courier/domain/language';
import { parseCodAmount } from '@courier/domain/cod';
import { filsToKwdString } from '@courier/domain/money';
import { bookingStep1Messages } from '@courier/domain/schemas/booking';
import { shipmentPickup } from '../collections/shipmentPickup.ts';
import type { CustomerRow } from '../customers/customerAccounts.ts';
import { collections, payments, shipments } from '../db/schema/index.ts';
import { ApiError, badRequest, success } from '../http/envelope.ts';
import type { Answer, StoreAnswer } from '../idempotency/idempotency.ts';
import type { Tx } from '../jobs/sqlAdapters.ts';
import { recordActivity } from '../accountUsers/accountUsers.ts';
import { startHostedPayment, type HostedPaymentStart } from '../payments/hostedPayment.ts';
import { paymentTooLarge } from '../payments/paymentMessages.ts';
import { addTrackingEvent } from '../tracking/trackingStore.ts';
import { consumePayment, PAYMENT_USE_MESSAGES } from './consumePayment.ts';
import { documentLinks } from './documentLinks.ts';
import { labelLinks } from './labelLinks.ts';
import { nextCustomerShipmentNo } from './nextSerial.ts';
import { priceShipment, resolveCountry } from './priceShipment.ts';
import {
  recomputeLines,
  shipmentDetailsOf,
  shipmentRecord,
  type Booking,
  type ShipmentRecord,
} from './shipmentRecord.ts';
import type { ShippingContext } from './shippingServices.ts';

const DOCUMENT_KINDS = ['jpeg', 'png', 'pdf'] as const;

export const SHIPMENT_MESSAGES = messageGroup('shipment');

/** The public wizard's bookings are billed on the website, not to an account. */
export const WEB_ACCOUNT_CODE = 'WEB';

/** A service that cannot carry the booking: the wizard shows it on its Service field. */
const serviceRefusal = (message: string) =>
  new ApiError(422, message, { errors: { service: message } });

const newPublicId = () => randomBytes(16).toString('base64url');

/** Who books: the account (none for the public wizard), in which language, and how it pays. */
export interface BookingCaller {
  customer?: CustomerRow;
  /** The customer's messages about the booking are written in it. */
  language: Language;
  /** Where the hosted payment page sends the payer back (asked only when one is opened). */
  callbackBase: () => string;
  /** A test API key's booking: kept apart from live data (shipments.test), no pickup, no mail. */
  test?: boolean;
  /**
   * Who in the account books it (recorded in account_activity with the booking): the account
   * user (null: the account's own login) and the API key of a merchant API call.
   */
  actor?: { userId: number | null; apiKeyId?: number | null };
}

/** What a booking made by another use case adds (a return: shipments/createReturn.ts). */
export interface BookingOptions {
  /** Runs first in the booking's transaction (a return locks its original there). */
  beforeWrite?: (tx: Tx) => Promise<void>;
  /** The original shipment this booking brings back (shipments.return_of_shipment_id). */
  returnOfShipmentId?: number;
  /** False: no pickup joins the queue with the booking (a return books its own when asked). */
  pickup?: boolean;
  /** Runs last in the booking's transaction, with the booking just written (a return's event). */
  afterWrite?: (tx: Tx, created: { id: string; shipmentNo: string; at: Date }) => Promise<void>;
}

/** The answer, and the booking it recorded (none when it was refused). */
export type CreatedAnswer = Answer & { created?: { id: string; shipmentNo: string } };

/** Judges an upload without writing it: every file is checked before any is stored. */
async function checkBookingDocument(
  { documents, config }: ShippingContext,
  field: 'kyc_document' | 'invoice_document',
  dataUrl: string,
) {
  const checked = await documents.check(dataUrl, {
    allowed: DOCUMENT_KINDS,
    maxBytes: config.shipping.documentMaxBytes,
  });
  if (!checked.ok) throw badRequest(checked.message, { errors: { [field]: checked.message } });
  return checked;
}

/**
 * Records a booking of either wizard or of the merchant API: one use case behind all three. Every
 * check passes before anything is written; the booking, its pickup, its messages and the stored
 * answer then commit in one transaction.
 */
export async function createShipment(
  context: ShippingContext,
  caller: BookingCaller,
  booking: Booking,
  storeAnswer: StoreAnswer,
  options: BookingOptions = {},
): Promise<CreatedAnswer> {
  const { db, config, caches, carrier, documents, secret, awbSequence, mailer, jobs } = context;
  const { notifyStatus, hostedPayments } = context;
  const { customer } = caller;
  const test = caller.test === true && customer !== undefined;
  const checkDocument = (field: 'kyc_document' | 'invoice_document', dataUrl: string) =>
    checkBookingDocument(context, field, dataUrl);

  // Countries, rate card and VAT from the caches the quotes read (dropped on change through
  // the cache bus): a booking reads no reference table, and costs what it was quoted.
  const [tariff, { vatPercent }] = await Promise.all([caches.tariff.get(), caches.settings.get()]);
  const origin = resolveCountry(tariff, booking.sender_country);
  const destination = resolveCountry(tariff, booking.receiver_country);
  const { totals } = recomputeLines(booking);
  // Cash on delivery: account bookings only (the customer wizard and the merchant API).
  const codAmountFils =
    customer && 'cod_amount' in booking ? (parseCodAmount(booking.cod_amount ?? '') ?? null) : null;
  let amountFils = 0;
  if (!customer) {
    if (!origin)
      throw badRequest(bookingStep1Messages.sender_country, {
        errors: { sender_country: bookingStep1Messages.sender_country },
      });
    if (!destination)
      throw badRequest(bookingStep1Messages.receiver_country, {
        errors: { receiver_country: bookingStep1Messages.receiver_country },
      });
  }
  // A public booking pays the rate cards' price, so a service they refuse is refused on the
  // service field. Account customers are billed to their account; a route the rate cards know
  // is priced all the same, and with our own carrier (whose services are the rate cards') a
  // service that cannot carry the parcel is refused as for the public wizard.
  if (origin && destination) {
    const price = await priceShipment(tariff, {
      origin,
      destination,
      serviceId: booking.service,
      chargeableWeightKg: totals.total_chargeable_weight,
      vatPercent,
      type: booking.type,
    });
    if (price.ok) amountFils = price.totalFils;
    else if (!customer || carrier.name === 'built-in') throw serviceRefusal(price.message);
  }
  const paymentId = booking.payment_type === 'online' ? (booking.payment_id ?? '').trim() : '';
  // A public online booking without a payment is recorded waiting for it: the payer goes on
  // to the gateway's hosted page (paymentLink) and the gateway's signed answer pays it
  // (routes/payments.ts). An account's booking still names the payment it made first.
  const payOnHostedPage = booking.payment_type === 'online' && paymentId === '' && !customer;
  if (booking.payment_type === 'online' && paymentId === '' && !payOnHostedPage)
    throw new ApiError(402, PAYMENT_USE_MESSAGES.missing);
  if (payOnHostedPage && amountFils > config.shipping.paymentMaxFils) {
    const message = paymentTooLarge(`KWD ${filsToKwdString(config.shipping.paymentMaxFils)}`);
    throw new ApiError(422, message, { errors: { payment_type: message } });
  }

  const kyc = await checkDocument('kyc_document', booking.kyc_document);
  const invoice =
    booking.shipment_type === 'company'
      ? await checkDocument('invoice_document', booking.invoice_document)
      : null;

  const now = new Date();
  const publicId = newPublicId();
  // The session is opened before the booking's transaction (its address is in the stored
  // answer; no connection is held through the gateway's call); its pending attempt commits
  // with the booking below, before the payer can reach the page.
  let hosted: HostedPaymentStart | null = null;
  if (payOnHostedPage)
    hosted = await startHostedPayment(hostedPayments, {
      amountFils,
      currency: 'KWD',
      method: booking.payment_method ?? DEFAULT_PAYMENT_METHOD,
      language: caller.language,
      email: booking.sender_email,
      base: caller.callbackBase(),
    });

  // Written only now that every check passed. Files on disk or S3 are written before the
  // transaction (no connection is held through the write); nothing recorded (refused payment,
  // failed insert) removes them again, and the sweeper removes any a crash left behind. Files
  // in the database are rows of the booking's own transaction: they roll back with it.
  const filesOutside = !documents.inDatabase;
  let kycId = filesOutside ? await documents.write(kyc) : '';
  let invoiceId =
    filesOutside && invoice
      ? await documents.write(invoice).catch(async (err: unknown) => {
          await documents.remove(kycId);
          throw err;
        })
      : null;
  const dropDocuments = async () => {
    if (filesOutside) await Promise.all([documents.remove(kycId), documents.remove(invoiceId)]);
  };

  // Everything else is one transaction on one connection: the serial, the files, the payment,
  // the shipment, its pickup, its first event, every message it queues, and the stored answer.
  // A crash before its commit leaves nothing (the idempotency claim is taken over after its
  // stale time), one after it leaves the booking and its answer for a retry to replay.
  const outcome = await db
    .transaction(async (tx): Promise<CreatedAnswer | string> => {
      await options.beforeWrite?.(tx);
      if (paymentId) {
        const problem = await consumePayment(tx, paymentId, amountFils);
        if (problem) return problem;
      }
      // Public bookings are ours to carry: their AWB is issued now and is also the shipment
      // number. Customer bookings get a shipment number now and the carrier's AWB in
      // create_skynet_shipment.
      let shipmentNo: string;
      let awb: string | null = null;
      if (customer) {
        shipmentNo = await nextCustomerShipmentNo(tx);
      } else {
        awb = makeAwb(Number(await awbSequence.next(tx)));
        shipmentNo = awb;
      }
      if (!filesOutside) {
        kycId = await documents.write(kyc, tx);
        invoiceId = invoice ? await documents.write(invoice, tx) : null;
      }
      const record: ShipmentRecord = shipmentRecord({
        booking,
        shipmentNo,
        shipmentDate: kuwaitDateTime(now).date,
        amountFils,
        countryNames: {
          sender: origin?.name ?? booking.sender_country,
          receiver: destination?.name ?? booking.receiver_country,
        },
        account: customer ? { userId: customer.userId, accountNo: customer.accountNo } : undefined,
      });
      // Cash the courier collects on delivery (account bookings), in fils, kept with the booking.
      if (codAmountFils !== null) record.cod_amount_fils = codAmountFils;
      const answer: Answer = {
        status: 200,
        body: success(customer ? SHIPMENT_MESSAGES.recorded : SHIPMENT_MESSAGES.created, {
          shipment_no: shipmentNo,
          account_code: customer?.accountNo ?? WEB_ACCOUNT_CODE,
          // Before the courier booking a customer record's label (receipt) carries its shipment number.
          label_url: labelLinks(awb ?? shipmentNo, secret, config.shipping.labelTokenDays)
            .label_url,
          documents: documentLinks(
            awb ?? shipmentNo,
            record,
            secret,
            config.shipping.labelTokenDays,
          ),
          shipmentDetails: shipmentDetailsOf(record),
          paymentLink: hosted?.redirectUrl ?? '',
          orderId: `ORD-${shipmentNo}`,
          shipmentId: publicId,
        }),
      };
      const [inserted] = await tx
        .insert(shipments)
        .values({
          publicId,
          shipmentNo,
          variant: customer ? 'customer' : 'public',
          customerId: customer?.id ?? null,
          record,
          totalAmountFils: amountFils,
          paymentType: booking.payment_type,
          paymentId: paymentId || null,
          paidAt: paymentId ? now : null,
          awb,
          carrierStatus: awb ? 'booked' : 'pending',
          codAmountFils,
          returnOfShipmentId: options.returnOfShipmentId ?? null,
          kycDocumentId: kycId,
          invoiceDocumentId: invoiceId,
          // The customer's messages about it are written in the language they booked in.
          language: caller.language,
          createdAt: now,
          test,
        })
        .returning({ id: shipments.id });
      if (hosted) await tx.insert(payments).values({ ...hosted.attempt, shipmentId: inserted!.id });
      // The pickup joins the collection queue with the booking (its number is the shipment's);
      // a test booking has none, and no staff e-mail; nor has a return that asked for none.
      if (!test && options.pickup !== false)
        await tx.insert(collections).values({
          bookingNo: shipmentNo,
          refNo: shipmentNo,
          record: shipmentPickup(record),
          // The portal lists a customer's collections by this (public bookings: null).
          customerId: customer?.id ?? null,
        });
      // Staff hear of it in the same transaction: no e-mail for a booking that rolled back,
      // none lost for one that committed; one per shipment however often it is replayed.
      const staffMail = mailer.staffJob({
        key: `staff:booking:${shipmentNo}`,
        subject: `New shipment ${shipmentNo} (${customer ? `customer ${customer.userId}` : 'website'}, ${hosted ? 'online, awaiting payment' : booking.payment_type})`,
        text: `Shipment ${shipmentNo} from ${record.sender_consignor}, ${record.sender_city} to ${record.receiver_company_name}, ${record.receiver_city}, ${record.receiver_country_name}. Collection ${record.collection_date} ${record.collection_ready_time}-${record.collection_close_time}.`,
      });
      if (awb) {
        // The customers' notices of the first event and the staff e-mail: one insert.
        await addTrackingEvent(
          tx,
          {
            awb,
            status: 'booked',
            location: [booking.sender_city, record.sender_country_name].filter(Boolean).join(', '),
            remarks: 'Shipment booked',
            at: now,
          },
          (within, change) => notifyStatus(within, change, [staffMail]),
        );
      } else if (!test) {
        await jobs.sendAll([staffMail], tx);
      }
      await options.afterWrite?.(tx, { id: publicId, shipmentNo, at: now });
      // The answer commits with the booking: a retry after a crash replays it.
      await storeAnswer(tx, answer);
      if (customer)
        await recordActivity(
          tx,
          { customerId: customer.id, userId: caller.actor?.userId ?? null, ...caller.actor },
          'shipment.created',
          publicId,
        );
      return { ...answer, created: { id: publicId, shipmentNo } };
    })
    .catch(async (err: unknown) => {
      await dropDocuments();
      throw err;
    });
  if (typeof outcome === 'string') {
    await dropDocuments();
    return { status: 402, body: failure(outcome, { payment_id: outcome }) };
  }

  return outcome;
}
