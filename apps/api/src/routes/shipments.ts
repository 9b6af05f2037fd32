import type { FastifyInstance } from 'fastify';
import { carrierResponse } from '../carrier/carrierResponse.ts';
import { requireRole } from '../customers/requireCustomer.ts';
import { sessionCustomer, type Actor } from '../customers/sessions.ts';
import { ApiError, badRequest, notFound } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { formBody } from '../http/formBody.ts';
import { BOOKING_BODY_LIMIT } from '../http/bodyLimits.ts';
import { requestLimitMessages, tooManyPieces } from '@courier/domain/requestLimits';
import { requestLanguage } from '../http/requestLanguage.ts';
import { callbackBase } from '../payments/hostedPayment.ts';
import { bookWithCarrier } from '../shipments/bookWithCarrier.ts';
import { createShipment, SHIPMENT_MESSAGES } from '../shipments/createShipment.ts';
import { documentLinks } from '../shipments/documentLinks.ts';
import { labelLinks } from '../shipments/labelLinks.ts';
import type { Booking } from '../shipments/shipmentRecord.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';

const isCustomerVariant = (booking: Booking) => booking.type === 'DOX' || booking.type === 'SPX';

/** Before the schema walks 100,000 lines to refuse them: the count alone decides. */
function refuseTooManyPieces(booking: Record<string, unknown>): void {
  if (!tooManyPieces(booking.shipment_items)) return;
  const message = requestLimitMessages.pieces;
  throw badRequest(message, { errors: { shipment_items: message } });
}

export function shipmentRoutes(app: FastifyInstance, context: ShippingContext): void {
  const { db, config, secret, idempotency } = context;

  contractRoute(
    app,
    'create_shipment',
    async (booking, request, reply) => {
      // The role first: a viewer is refused before any earlier answer could be replayed.
      const actor: Actor | undefined = isCustomerVariant(booking)
        ? await requireRole(db, request, 'shipper')
        : undefined;
      // Idempotency per caller: two customers' identical bodies are two bookings.
      const caller = actor?.customer ?? (await sessionCustomer(db, request));
      return idempotency.run(
        request,
        reply,
        `create_shipment:${caller ? `customer:${caller.id}` : 'public'}`,
        async (storeAnswer) => {
          if (actor) {
            const claimed = 'Userid' in booking ? booking.Userid?.trim().toLowerCase() : '';
            const logins = [actor.customer.userId, actor.user?.email];
            if (claimed && !logins.includes(claimed))
              throw new ApiError(403, SHIPMENT_MESSAGES.otherCustomer);
          }
          const { status, body } = await createShipment(
            context,
            {
              customer: actor?.customer,
              language: requestLanguage(request),
              callbackBase: () => callbackBase(request, config.publicUrl),
              actor: { userId: actor?.user?.id ?? null },
            },
            booking,
            storeAnswer,
          );
          return { status, body };
        },
      );
    },
    { bodyLimit: BOOKING_BODY_LIMIT, guard: refuseTooManyPieces, prepare: formBody },
  );

  // Courier booking of a recorded customer shipment (second call of the customer wizard).
  contractRoute(app, 'create_skynet_shipment', async ({ shipmentId }, request, reply) => {
    const { customer } = await requireRole(db, request, 'shipper');
    return idempotency.run(request, reply, `create_skynet_shipment:${customer.id}`, async () => {
      const booking = await bookWithCarrier(context, customer.id, shipmentId, request.log);
      if (!booking.found) throw notFound(SHIPMENT_MESSAGES.notFound);
      const days = config.shipping.labelTokenDays;
      const links = (awb: string) => ({
        ...labelLinks(awb, secret, days),
        documents: documentLinks(awb, booking.record, secret, days),
      });
      const { result } = booking;
      const status = result.ok ? 200 : result.retryable ? 503 : 422;
      return { status, body: carrierResponse(result, links) };
    });
  });
}
