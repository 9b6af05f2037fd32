import { paymentStateOf } from '@courier/domain/paymentState';
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '@courier/api-client/envelope';
import { filsToKwdNumber } from '@courier/domain/money';
import { payments, shipments } from '../db/schema/index.ts';
import { ApiError, notFound, success, SUCCESS } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { refusalInLanguage } from '../http/refusalLanguage.ts';
import { requestLanguage } from '../http/requestLanguage.ts';
import { cardSummary } from '../payments/cardSummary.ts';
import { chargeRequestFromPayment } from '../payments/chargeRequestFromPayment.ts';
import { callbackBase, startHostedPayment } from '../payments/hostedPayment.ts';
import { ONLINE_PAYMENT_MESSAGES, PAYMENT_MESSAGES } from '../payments/paymentMessages.ts';
import { recordGatewayResult } from '../payments/recordGatewayResult.ts';
import { documentLinks } from '../shipments/documentLinks.ts';
import { labelLinks } from '../shipments/labelLinks.ts';
import { shipmentDetailsOf, type ShipmentRecord } from '../shipments/shipmentRecord.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';
import { WEB_ACCOUNT_CODE } from '../shipments/createShipment.ts';

/** The largest parameter a gateway result may carry (KNET's trandata is a few hundred bytes). */
const MAX_PARAM_LENGTH = 4096;

/** A gateway's parameters as plain strings: the first of repeated ones, nothing oversized. */
function gatewayParams(source: unknown): Record<string, string> {
  const params: Record<string, string> = {};
  if (source === null || typeof source !== 'object') return params;
  for (const [name, value] of Object.entries(source as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first.length <= MAX_PARAM_LENGTH) params[name] = first;
  }
  return params;
}

/** The website's page for a booking's payment, in the language it was booked in. */
const paymentPage = (publicId: string | null, language: 'en' | 'ar') =>
  `${language === 'ar' ? '/ar' : ''}/book-shipment${publicId ? `?payment=${encodeURIComponent(publicId)}` : ''}`;

/**
 * Payments. make_online_payment (spec 7): the card goes to the provider and nowhere else; what is
 * kept is the outcome, the amount and the card summary (brand, last four). The attempt is stored
 * as pending before the provider is called and completed after, so an approved charge is never
 * without its row.
 *
 * The website pays on the gateway's hosted page instead (docs/payments.md): create_shipment
 * answers its paymentLink, start_online_payment opens another visit after a decline,
 * payment_return and payment_notify take the gateway's signed result (recorded once), and
 * payment_status tells the page the payer comes back to where the booking stands.
 */
export function paymentRoutes(app: FastifyInstance, context: ShippingContext): void {
  const { db, config, payments: provider, hostedPayments, idempotency, mailer, secret } = context;

  contractRoute(app, 'make_online_payment', async (body, request, reply) =>
    idempotency.run(request, reply, 'make_online_payment', async () => {
      // A real gateway takes cards on its own page only: no card data passes through here.
      if (!provider)
        return {
          status: 422,
          body: failure(refusalInLanguage(request, reply, PAYMENT_MESSAGES.hostedOnly).message),
        };
      const charge = chargeRequestFromPayment(body, config.shipping.paymentMaxFils);
      if ('error' in charge) {
        const refusal = refusalInLanguage(request, reply, charge.error, {
          total_amount: charge.error,
        });
        return { status: 400, body: failure(refusal.message, refusal.errors) };
      }
      const attemptId = `attempt-${randomBytes(16).toString('hex')}`;
      const card = cardSummary(charge.card.number);
      await db.insert(payments).values({
        paymentId: attemptId,
        attemptId,
        provider: provider.name,
        outcome: 'pending',
        amountFils: charge.amountFils,
        currency: charge.currency,
        brand: card.brand,
        last4: card.last4,
        email: charge.email,
      });
      const result = await provider.charge({ ...charge, reference: attemptId });
      await db
        .update(payments)
        .set({
          paymentId: result.paymentId ?? attemptId,
          outcome: result.outcome,
          brand: result.brand,
          last4: result.last4,
          completedAt: new Date(),
        })
        .where(eq(payments.attemptId, attemptId));
      // The provider's words in the request's language, on the field of the request they are
      // about (card_number, card_expiry_month, card_cvv_number: the spec's names).
      if (!result.approved || !result.paymentId) {
        const refusal = refusalInLanguage(
          request,
          reply,
          result.message,
          result.field ? { [result.field]: result.message } : undefined,
        );
        return { status: 402, body: failure(refusal.message, refusal.errors) };
      }
      // Written in the request's language already (http/messageLanguage.ts).
      return { status: 200, body: success(result.message, { paymentId: result.paymentId }) };
    }),
  );

  /** A public online booking by its shipmentId (the answer of create_shipment). */
  async function publicBooking(shipmentId: string) {
    const [row] = await db.select().from(shipments).where(eq(shipments.publicId, shipmentId));
    if (!row || row.variant !== 'public') throw notFound(ONLINE_PAYMENT_MESSAGES.notFound);
    return row;
  }

  contractRoute(app, 'start_online_payment', async (body, request) => {
    const row = await publicBooking(body.shipmentId);
    if (row.paymentType !== 'online') throw new ApiError(409, ONLINE_PAYMENT_MESSAGES.notOnline);
    if (row.paidAt) throw new ApiError(409, ONLINE_PAYMENT_MESSAGES.alreadyPaid);
    const record = row.record as ShipmentRecord;
    const start = await startHostedPayment(hostedPayments, {
      amountFils: row.totalAmountFils,
      currency: 'KWD',
      method: body.payment_method,
      language: requestLanguage(request),
      email: String(record.sender_email ?? ''),
      base: callbackBase(request, config.publicUrl),
    });
    await db.insert(payments).values({ ...start.attempt, shipmentId: row.id });
    return success(ONLINE_PAYMENT_MESSAGES.awaiting, { paymentLink: start.redirectUrl });
  });

  contractRoute(app, 'payment_status', async ({ shipmentId }) => {
    const row = await publicBooking(shipmentId);
    const [attempt] = await db
      .select({ outcome: payments.outcome, method: payments.method })
      .from(payments)
      .where(eq(payments.shipmentId, row.id))
      .orderBy(desc(payments.id))
      .limit(1);
    const state = paymentStateOf(row.paymentType, row.paidAt);
    const record = row.record as ShipmentRecord;
    const number = row.awb ?? row.shipmentNo;
    const days = config.shipping.labelTokenDays;
    // Labels go with a paid booking only: an unpaid one is not to be handed to the courier.
    const documents =
      state === 'awaiting'
        ? {}
        : {
            label_url: labelLinks(number, secret, days).label_url,
            documents: documentLinks(number, record, secret, days),
          };
    const message =
      state === 'paid' ? ONLINE_PAYMENT_MESSAGES.received : ONLINE_PAYMENT_MESSAGES.awaiting;
    return success(message, {
      payment_status: state,
      last_attempt: attempt?.outcome ?? null,
      payment_method: attempt?.method ?? null,
      total_amount: filsToKwdNumber(row.totalAmountFils),
      shipment_no: row.shipmentNo,
      account_code: WEB_ACCOUNT_CODE,
      ...documents,
      shipmentDetails: shipmentDetailsOf(record),
    });
  });

  const logger = (request: FastifyRequest) => ({
    info: (fields: object, message: string) => request.log.info(fields, message),
    warn: (fields: object, message: string) => request.log.warn(fields, message),
  });

  /**
   * The payer's browser back from the gateway (GET with the result in the query, or KNET's form
   * POST). Whatever the parameters say, the payer lands on the booking's payment page, which
   * reads the recorded state: an unproven result records nothing and shows the booking waiting.
   */
  async function paymentReturn(request: FastifyRequest, reply: FastifyReply) {
    const params = gatewayParams(request.method === 'GET' ? request.query : request.body);
    const result = await hostedPayments.verifyResult(params);
    if (!result) {
      request.log.warn({ provider: hostedPayments.name }, 'payment return not verified');
      return reply.redirect(paymentPage(null, requestLanguage(request)), 303);
    }
    const recorded = await recordGatewayResult(db, result, { mailer, logger: logger(request) });
    if (recorded.kind === 'unknown') return reply.redirect(paymentPage(null, 'en'), 303);
    const language = recorded.kind === 'recorded' ? recorded.shipmentLanguage : 'en';
    return reply.redirect(paymentPage(recorded.shipmentPublicId, language), 303);
  }

  // The gateway posts forms (KNET); only these routes read them.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.get('/payment_return', paymentReturn);
    scope.post('/payment_return', paymentReturn);
  });

  /**
   * The gateway's server-to-server notice of the same result (JSON), retried by the gateway until
   * it answers 200: a result already recorded answers 200 again and changes nothing.
   */
  app.post('/payment_notify', async (request, reply) => {
    const result = await hostedPayments.verifyResult(gatewayParams(request.body));
    if (!result) {
      request.log.warn({ provider: hostedPayments.name }, 'payment notice not verified');
      return reply.status(400).send(failure(ONLINE_PAYMENT_MESSAGES.unverified));
    }
    const recorded = await recordGatewayResult(db, result, { mailer, logger: logger(request) });
    if (recorded.kind !== 'recorded')
      return reply.status(400).send(failure(ONLINE_PAYMENT_MESSAGES.unverified));
    return reply.send(success(SUCCESS, { outcome: recorded.outcome }));
  });
}
