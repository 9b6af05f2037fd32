import { paymentStateOf } from '@courier/domain/paymentState';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { failure } from '@courier/api-client/envelope';
import { filsToKwdNumber } from '@courier/domain/money';
import { payments, shipments } from '../db/schema/index.ts';
import { ApiError, notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { refusalInLanguage } from '../http/refusalLanguage.ts';
import { requestLanguage } from '../http/requestLanguage.ts';
import { chargeAndRecord } from '../payments/chargeAndRecord.ts';
import { chargeRequestFromPayment } from '../payments/chargeRequestFromPayment.ts';
import { callbackBase, startHostedPayment } from '../payments/hostedPayment.ts';
import { ONLINE_PAYMENT_MESSAGES, PAYMENT_MESSAGES } from '../payments/paymentMessages.ts';
import { documentLinks } from '../shipments/documentLinks.ts';
import { labelLinks } from '../shipments/labelLinks.ts';
import { shipmentDetailsOf, type ShipmentRecord } from '../shipments/shipmentRecord.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';
import { WEB_ACCOUNT_CODE } from '../shipments/createShipment.ts';
import { registerPaymentResultRoutes } from './paymentResultRoutes.ts';
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
  registerCardPaymentRoute(app, context);
  registerHostedPaymentRoutes(app, context);
  registerPaymentResultRoutes(app, context);
}

/** make_online_payment: a card charged through a direct provider (the sandbox). */
function registerCardPaymentRoute(app: FastifyInstance, context: ShippingContext): void {
  const { db, config, payments: provider, idempotency } = context;
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
      const result = await chargeAndRecord(db, provider, charge);
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
}

/** The hosted page: another visit after a decline, and where the booking's payment stands. */
function registerHostedPaymentRoutes(app: FastifyInstance, context: ShippingContext): void {
  const { db, config, hostedPayments, secret } = context;

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
}
