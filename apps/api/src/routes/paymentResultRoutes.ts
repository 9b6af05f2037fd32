import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '@courier/api-client/envelope';
import { success, SUCCESS } from '../http/envelope.ts';
import { requestLanguage } from '../http/requestLanguage.ts';
import { ONLINE_PAYMENT_MESSAGES } from '../payments/paymentMessages.ts';
import { recordGatewayResult, type RecordedResult } from '../payments/recordGatewayResult.ts';
import { codReturnPage, recordCodPaidOnline } from '../receiver/codPayment.ts';
import type { GatewayResult } from '../payments/PaymentProvider.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';

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
/** The gateway's signed results: the payer's return and the server-to-server notice. */
export function registerPaymentResultRoutes(
  app: FastifyInstance,
  { db, hostedPayments, mailer, jobs, caches, secret, config }: ShippingContext,
): void {
  const logger = (request: FastifyRequest) => ({
    info: (fields: object, message: string) => request.log.info(fields, message),
    warn: (fields: object, message: string) => request.log.warn(fields, message),
  });

  const record = async (request: FastifyRequest, result: GatewayResult) => {
    const recorded = await recordGatewayResult(db, result, {
      mailer,
      logger: logger(request),
      codApproved: (tx, attempt, now) => recordCodPaidOnline(tx, jobs, attempt, now),
    });
    // A COD paid online left a tracking event: the cached answers of its number are stale.
    if (recorded.kind === 'recorded' && recorded.purpose === 'cod' && recorded.awb)
      caches.tracking.changed(recorded.awb);
    return recorded;
  };
  /** The page the payer returns to: the booking's, or the delivery page of a COD payment. */
  const returnPage = (recorded: RecordedResult) => {
    if (recorded.kind === 'unknown') return paymentPage(null, 'en');
    if (recorded.kind === 'mismatch') return paymentPage(recorded.shipmentPublicId, 'en');
    if (recorded.purpose === 'cod' && recorded.awb)
      return codReturnPage(
        { secret, linkDays: config.receiver.linkDays },
        recorded.awb,
        recorded.receiverChannel ?? 'email',
        recorded.shipmentLanguage,
      );
    return paymentPage(recorded.shipmentPublicId, recorded.shipmentLanguage);
  };
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
    return reply.redirect(returnPage(await record(request, result)), 303);
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
    const recorded = await record(request, result);
    if (recorded.kind !== 'recorded')
      return reply.status(400).send(failure(ONLINE_PAYMENT_MESSAGES.unverified));
    return reply.send(success(SUCCESS, { outcome: recorded.outcome }));
  });
}
