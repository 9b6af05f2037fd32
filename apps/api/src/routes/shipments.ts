import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure } from '@courier/api-client/envelope';
import { makeAwb } from '@courier/domain/awb';
import { bookingStep1Messages } from '@courier/domain/schemas/booking';
import { kuwaitDateTime } from '@courier/domain/kuwaitClock';
import { buildCarrierPayload } from '../carrier/buildCarrierPayload.ts';
import { carrierResponse } from '../carrier/carrierResponse.ts';
import type { CustomerRow } from '../customers/customerAccounts.ts';
import { requireCustomer } from '../customers/requireCustomer.ts';
import { sessionCustomer } from '../customers/sessions.ts';
import { collections, shipments } from '../db/schema/index.ts';
import { shipmentPickup } from '../collections/shipmentPickup.ts';
import { ApiError, badRequest, notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { formBody } from '../http/formBody.ts';
import { requestLanguage } from '../http/requestLanguage.ts';
import type { Answer, StoreAnswer } from '../idempotency/idempotency.ts';
import { consumePayment, PAYMENT_USE_MESSAGES } from '../shipments/consumePayment.ts';
import { documentLinks } from '../shipments/documentLinks.ts';
import { labelLinks } from '../shipments/labelLinks.ts';
import { nextSerial } from '../shipments/nextSerial.ts';
import { priceShipment, resolveCountry } from '../shipments/priceShipment.ts';
import { readOperatingSettings } from '../settings/operatingSettings.ts';
import {
  recomputeLines,
  shipmentDetailsOf,
  shipmentRecord,
  type Booking,
  type ShipmentRecord,
} from '../shipments/shipmentRecord.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';
import { addTrackingEvent, markBooked } from '../tracking/trackingStore.ts';

/** Two 5 MB documents as base64 (~13.4 MB) plus the form. */
const BOOKING_BODY_LIMIT = 15 * 1024 * 1024;
const DOCUMENT_KINDS = ['jpeg', 'png', 'pdf'] as const;

export const SHIPMENT_MESSAGES = {
  created: 'Your shipment has been booked successfully.',
  recorded: 'Shipment recorded.',
  otherCustomer: 'This booking belongs to another customer.',
  notFound: 'Shipment not found.',
} as const;

/** The public wizard's bookings are billed on the website, not to an account. */
export const WEB_ACCOUNT_CODE = 'WEB';

const isCustomerVariant = (booking: Booking) => booking.type === 'DOX' || booking.type === 'SPX';
const newPublicId = () => randomBytes(16).toString('base64url');

export function shipmentRoutes(app: FastifyInstance, context: ShippingContext): void {
  const { db, config, carrier, documents, secret, idempotency, awbSequence, mailer, notifyStatus } =
    context;

  /** Judges an upload without writing it: every file is checked before any is stored. */
  function checkDocument(field: 'kyc_document' | 'invoice_document', dataUrl: string) {
    const checked = documents.check(dataUrl, {
      allowed: DOCUMENT_KINDS,
      maxBytes: config.shipping.documentMaxBytes,
    });
    if (!checked.ok) throw badRequest(checked.message, { errors: { [field]: checked.message } });
    return checked;
  }

  async function createShipment(
    request: FastifyRequest,
    booking: Booking,
    storeAnswer: StoreAnswer,
  ): Promise<Answer> {
    let customer: CustomerRow | undefined;
    if (isCustomerVariant(booking)) {
      customer = await requireCustomer(db, request);
      const claimed = 'Userid' in booking ? booking.Userid?.trim().toLowerCase() : '';
      if (claimed && claimed !== customer.userId)
        throw new ApiError(403, SHIPMENT_MESSAGES.otherCustomer);
    }

    const [origin, destination] = await Promise.all([
      resolveCountry(db, booking.sender_country),
      resolveCountry(db, booking.receiver_country),
    ]);
    const { totals } = recomputeLines(booking);
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
      const price = await priceShipment(db, {
        origin,
        destination,
        serviceId: booking.service,
        chargeableWeightKg: totals.total_chargeable_weight,
        vatPercent: (await readOperatingSettings(db, config)).vatPercent,
      });
      if (!price.ok) throw new ApiError(422, price.message, { errors: { service: price.message } });
      amountFils = price.totalFils;
    } else if (origin && destination) {
      // Account customers are billed to their account; a route the rate cards know is priced all the same.
      const price = await priceShipment(db, {
        origin,
        destination,
        serviceId: booking.service,
        chargeableWeightKg: totals.total_chargeable_weight,
        vatPercent: (await readOperatingSettings(db, config)).vatPercent,
      });
      if (price.ok) amountFils = price.totalFils;
    }
    const paymentId = booking.payment_type === 'online' ? (booking.payment_id ?? '').trim() : '';
    if (booking.payment_type === 'online' && paymentId === '')
      throw new ApiError(402, PAYMENT_USE_MESSAGES.missing);

    const kyc = checkDocument('kyc_document', booking.kyc_document);
    const invoice =
      booking.shipment_type === 'company'
        ? checkDocument('invoice_document', booking.invoice_document)
        : null;

    const now = new Date();
    // Public bookings are ours to carry: their AWB is issued now and is also the shipment number.
    // Customer bookings get a shipment number now and the carrier's AWB in create_skynet_shipment.
    let shipmentNo: string;
    let awb: string | null = null;
    if (customer) {
      shipmentNo = `SHP${(await nextSerial(db, 'shipment_no_seq')).padStart(8, '0')}`;
    } else {
      awb = makeAwb(Number(await awbSequence.next()));
      shipmentNo = awb;
    }
    const record = shipmentRecord({
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
    const publicId = newPublicId();
    const answer: Answer = {
      status: 200,
      body: success(customer ? SHIPMENT_MESSAGES.recorded : SHIPMENT_MESSAGES.created, {
        shipment_no: shipmentNo,
        account_code: customer?.accountNo ?? WEB_ACCOUNT_CODE,
        // Before the courier booking a customer record's label (receipt) carries its shipment number.
        label_url: labelLinks(awb ?? shipmentNo, secret, config.shipping.labelTokenDays).label_url,
        documents: documentLinks(awb ?? shipmentNo, record, secret, config.shipping.labelTokenDays),
        shipmentDetails: shipmentDetailsOf(record),
        paymentLink: '',
        orderId: `ORD-${shipmentNo}`,
        shipmentId: publicId,
      }),
    };

    // Written only now that every check passed; nothing recorded (refused payment, failed
    // insert) removes them again, and the sweeper removes any a crash left behind.
    const kycId = await documents.write(kyc);
    const invoiceId = invoice
      ? await documents.write(invoice).catch(async (err: unknown) => {
          await documents.remove(kycId);
          throw err;
        })
      : null;
    const dropDocuments = () => Promise.all([documents.remove(kycId), documents.remove(invoiceId)]);
    const refusal = await db
      .transaction(async (tx) => {
        if (paymentId) {
          const problem = await consumePayment(tx, paymentId, amountFils);
          if (problem) return problem;
        }
        await tx.insert(shipments).values({
          publicId,
          shipmentNo,
          variant: customer ? 'customer' : 'public',
          customerId: customer?.id ?? null,
          record,
          totalAmountFils: amountFils,
          paymentType: booking.payment_type,
          paymentId: paymentId || null,
          awb,
          carrierStatus: awb ? 'booked' : 'pending',
          kycDocumentId: kycId,
          invoiceDocumentId: invoiceId,
          // The customer's messages about it are written in the language they booked in.
          language: requestLanguage(request),
          createdAt: now,
        });
        // The pickup joins the collection queue with the booking (its number is the shipment's).
        await tx.insert(collections).values({
          bookingNo: shipmentNo,
          refNo: shipmentNo,
          record: shipmentPickup(record),
          // The portal lists a customer's collections by this (public bookings: null).
          customerId: customer?.id ?? null,
        });
        if (awb) {
          await addTrackingEvent(
            tx,
            {
              awb,
              status: 'booked',
              location: [booking.sender_city, record.sender_country_name]
                .filter(Boolean)
                .join(', '),
              remarks: 'Shipment booked',
              at: now,
            },
            notifyStatus,
          );
        }
        // Staff hear of it in the same transaction: no e-mail for a booking that rolled back,
        // none lost for one that committed; one per shipment however often it is replayed.
        await mailer.toStaff(
          {
            key: `staff:booking:${shipmentNo}`,
            subject: `New shipment ${shipmentNo} (${customer ? `customer ${customer.userId}` : 'website'}, ${booking.payment_type})`,
            text: `Shipment ${shipmentNo} from ${record.sender_consignor}, ${record.sender_city} to ${record.receiver_company_name}, ${record.receiver_city}, ${record.receiver_country_name}. Collection ${record.collection_date} ${record.collection_ready_time}-${record.collection_close_time}.`,
          },
          tx,
        );
        // The answer commits with the booking: a retry after a crash replays it.
        await storeAnswer(tx, answer);
        return null;
      })
      .catch(async (err: unknown) => {
        await dropDocuments();
        throw err;
      });
    if (refusal) {
      await dropDocuments();
      return { status: 402, body: failure(refusal, { payment_id: refusal }) };
    }

    return answer;
  }

  contractRoute(
    app,
    'create_shipment',
    async (booking, request, reply) => {
      // Idempotency per caller: two customers' identical bodies are two bookings.
      const caller = await sessionCustomer(db, request);
      return idempotency.run(
        request,
        reply,
        `create_shipment:${caller ? `customer:${caller.id}` : 'public'}`,
        (storeAnswer) => createShipment(request, booking, storeAnswer),
      );
    },
    { bodyLimit: BOOKING_BODY_LIMIT, prepare: formBody },
  );

  /** The wizard sends the id of a service_list_from_api entry; the carrier books by service name. */
  async function carrierServiceName(service: string): Promise<string> {
    if (!/^\d+$/.test(service.trim())) return service;
    const list = await carrier.listServices();
    return (
      (list.ok ? list.items.find((s) => s.id === service.trim())?.service_name : undefined) ??
      service
    );
  }

  // Courier booking of a recorded customer shipment (second call of the customer wizard).
  contractRoute(app, 'create_skynet_shipment', async ({ shipmentId }, request, reply) => {
    const customer = await requireCustomer(db, request);
    return idempotency.run(request, reply, `create_skynet_shipment:${customer.id}`, async () => {
      const [row] = await db
        .select()
        .from(shipments)
        .where(and(eq(shipments.publicId, shipmentId), eq(shipments.customerId, customer.id)));
      if (!row) throw notFound(SHIPMENT_MESSAGES.notFound);
      const days = config.shipping.labelTokenDays;
      const links = (awb: string) => ({
        ...labelLinks(awb, secret, days),
        documents: documentLinks(awb, row.record as ShipmentRecord, secret, days),
      });
      // Booked before (a retry after a lost answer): the same AWB, no second carrier call.
      if (row.awb)
        return {
          status: 200,
          body: carrierResponse({ ok: true, awb: row.awb, data: { Awbno: row.awb } }, links),
        };

      const record = row.record as ShipmentRecord;
      const result = await carrier.bookShipment(
        buildCarrierPayload({ ...record, service: await carrierServiceName(record.service) }),
      );
      if (!result.ok) {
        request.log.warn(
          { shipmentNo: row.shipmentNo, retryable: result.retryable === true },
          'courier booking not made',
        );
        return { status: result.retryable ? 503 : 422, body: carrierResponse(result, links) };
      }
      const booked =
        carrier.name === 'built-in'
          ? { awb: result.awb }
          : await markBooked(
              db,
              {
                shipmentNo: row.shipmentNo,
                awb: result.awb,
                data: result.data,
                location: [record.sender_city, record.sender_country_name]
                  .filter(Boolean)
                  .join(', '),
                at: new Date(),
              },
              notifyStatus,
            );
      return { status: 200, body: carrierResponse({ ...result, awb: booked.awb }, links) };
    });
  });
}
