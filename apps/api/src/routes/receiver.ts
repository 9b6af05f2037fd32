import type { FastifyInstance } from 'fastify';
import { tracksResponse } from '@courier/api-client/endpoints/tracking';
import { contractRoute } from '../http/contractRoute.ts';
import { success } from '../http/envelope.ts';
import { contentLanguage } from '../http/requestLanguage.ts';
import { callbackBase } from '../payments/hostedPayment.ts';
import { ONLINE_PAYMENT_MESSAGES } from '../payments/paymentMessages.ts';
import { codOfLink, startCodPayment } from '../receiver/codPayment.ts';
import { deliveryWindowOf } from '../receiver/deliveryWindow.ts';
import { deliveryOptions, openLink } from '../receiver/receiverDelivery.ts';
import { recordChoice } from '../receiver/recordChoice.ts';
import { RECEIVER_WORDS } from '../receiver/receiverWords.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';

const noStore = { 'cache-control': 'no-store' };

/**
 * The receiver's delivery link (docs/receiver.md): no login, the signed token names the one
 * shipment. Both calls count against the tracking limit (http/rateLimits.ts), so links cannot be
 * walked faster than airway bills.
 */
export function receiverRoutes(app: FastifyInstance, context: ShippingContext): void {
  const { db, config, secret, caches, jobs, hostedPayments } = context;
  const deps = { db, config, secret };

  contractRoute(app, 'delivery_link', async ({ token }, request, reply) => {
    const lang = contentLanguage(request, reply);
    const now = new Date();
    const link = await openLink(deps, token, lang, now, { afterDelivery: true });
    // Exactly what public tracking answers for this number, and nothing of any other shipment.
    const text = await caches.tracking.tracks(link.awb, lang);
    const tracking = tracksResponse.parse(JSON.parse(text ?? 'null')).data;
    reply.headers(noStore);
    const [options, window, cod] = await Promise.all([
      deliveryOptions(deps, link, lang, now),
      deliveryWindowOf(deps, link.shipmentId, now),
      codOfLink(db, link),
    ]);
    return success('Delivery', { tracking, options, window, cod });
  });

  contractRoute(app, 'delivery_cod_payment', async (input, request, reply) => {
    const lang = contentLanguage(request, reply);
    const paymentLink = await startCodPayment(
      { ...deps, hostedPayments },
      {
        token: input.token,
        method: input.payment_method,
        base: callbackBase(request, config.publicUrl),
      },
      lang,
    );
    reply.headers(noStore);
    return success(ONLINE_PAYMENT_MESSAGES.awaiting, { paymentLink });
  });

  contractRoute(app, 'delivery_choice', async (input, request, reply) => {
    const lang = contentLanguage(request, reply);
    const { created, row } = await recordChoice(
      { ...deps, jobs, changed: (awb) => caches.tracking.changed(awb) },
      input,
      lang,
    );
    reply.headers(noStore);
    return success(created ? RECEIVER_WORDS[lang].recorded : RECEIVER_WORDS[lang].unchanged, {
      recorded: created,
      current: { kind: row.kind as 'reschedule', details: row.details },
    });
  });
}
