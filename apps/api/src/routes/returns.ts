import type { FastifyInstance } from 'fastify';
import { requireRole } from '../customers/requireCustomer.ts';
import { success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { contentLanguage, requestLanguage } from '../http/requestLanguage.ts';
import { PRIVATE_NO_STORE as noStore } from '../http/privateFile.ts';
import {
  checkReturnable,
  createReturn,
  refusalOf,
  refusalWords,
  RETURN_MESSAGES,
  type ReturnOutcome,
} from '../shipments/createReturn.ts';
import { returnLinkFor } from '../shipments/returnLink.ts';
import { linkedShipments, openReturnLink, returnSummary } from '../shipments/returnViews.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';

/**
 * Returns (docs/returns.md): the portal's calls for the account's users (shipper role), and the
 * signed link's two calls for the merchant's own customer (no login; the token names the one
 * shipment). The link's calls count against the public limits (http/rateLimits.ts): its page as
 * tracking, its return as a booking.
 */
export function returnRoutes(app: FastifyInstance, context: ShippingContext): void {
  const { db, config, secret, idempotency } = context;
  const labelDays = config.shipping.labelTokenDays;
  const answerOf = (outcome: ReturnOutcome) => ({
    created: outcome.created,
    return_shipment: returnSummary(
      {
        shipmentId: outcome.returned.row.shipmentId,
        shipment_no: outcome.returned.row.shipment_no,
        awb: outcome.returned.awb ?? '',
        status: outcome.returned.row.status,
        status_label: outcome.returned.row.status_label,
      },
      secret,
      labelDays,
    ),
    pickup_booking_no: outcome.pickupBookingNo,
  });
  const messageOf = (outcome: ReturnOutcome) =>
    outcome.created ? RETURN_MESSAGES.created : RETURN_MESSAGES.existing;

  contractRoute(app, 'portal_shipment_return', async ({ shipmentId, pickup }, request, reply) => {
    const actor = await requireRole(db, request, 'shipper');
    const { customer } = actor;
    return idempotency.run(request, reply, `portal_return:${customer.id}`, async () => {
      const outcome = await createReturn(
        context,
        {
          customer,
          language: requestLanguage(request),
          callbackBase: () => config.publicUrl,
          actor: { userId: actor.user?.id ?? null },
        },
        { shipmentId, pickup },
        request.log,
      );
      reply.headers(noStore);
      return { status: 200, body: success(messageOf(outcome), answerOf(outcome)) };
    });
  });

  contractRoute(app, 'portal_return_link', async ({ shipmentId }, request, reply) => {
    const { customer } = await requireRole(db, request, 'shipper');
    await checkReturnable(context, customer.id, shipmentId, false);
    const link = returnLinkFor(
      { publicUrl: config.publicUrl, secret },
      shipmentId,
      requestLanguage(request),
    );
    reply.headers(noStore);
    return success(RETURN_MESSAGES.linkMade, {
      url: link.url,
      expires_at: link.expiresAt.toISOString(),
    });
  });

  registerLinkRoutes(app, context, answerOf, messageOf);
}

function registerLinkRoutes(
  app: FastifyInstance,
  context: ShippingContext,
  answerOf: (outcome: ReturnOutcome) => object,
  messageOf: (outcome: ReturnOutcome) => string,
): void {
  const { db, config, secret, idempotency } = context;

  contractRoute(app, 'return_link', async ({ token }, request, reply) => {
    contentLanguage(request, reply);
    const link = await openReturnLink(db, secret, token, new Date());
    const { return_shipment: made } = await linkedShipments(db, link.id);
    const refusal = made ? null : refusalOf({ ...link, return_of_shipment_id: link.returnOf });
    reply.headers(noStore);
    return success(RETURN_MESSAGES.link, {
      // Only what the shop's customer already knows: the shop, their city, the AWB, its status.
      shipment: {
        awb: link.awb,
        status: link.status,
        status_label: link.statusLabel,
        shop: link.shop,
        city: link.city,
      },
      can_return: !made && refusal === null,
      refusal: refusal ? refusalWords(refusal) : '',
      return_shipment: made ? returnSummary(made, secret, config.shipping.labelTokenDays) : null,
    });
  });

  contractRoute(app, 'return_create', async ({ token, pickup }, request, reply) => {
    const language = contentLanguage(request, reply);
    const link = await openReturnLink(db, secret, token, new Date());
    // One return per shipment: a second tap, a retry or a second phone answers the same.
    return idempotency.run(request, reply, `return_create:${link.shipmentId}`, async () => {
      const outcome = await createReturn(
        context,
        {
          customer: link.customer,
          language,
          test: link.test,
          callbackBase: () => config.publicUrl,
          actor: { userId: null },
        },
        { shipmentId: link.shipmentId, pickup },
        request.log,
      );
      reply.headers(noStore);
      return { status: 200, body: success(messageOf(outcome), answerOf(outcome)) };
    });
  });
}
