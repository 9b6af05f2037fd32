import type { FastifyInstance } from 'fastify';
import type { ShippingContext } from '../shipments/shippingServices.ts';
import { registerMerchantAuth } from './auth.ts';
import {
  BATCH_FILE_TYPES,
  batchLabelsRoute,
  createBatchRoute,
  getBatchRoute,
} from './endpoints/batches.ts';
import { cancelShipmentRoute } from './endpoints/cancelShipment.ts';
import { createShipmentRoute } from './endpoints/createShipment.ts';
import { getShipmentRoute } from './endpoints/getShipment.ts';
import { labelRoute } from './endpoints/label.ts';
import { listShipmentsRoute } from './endpoints/listShipments.ts';
import { pickupsRoute } from './endpoints/pickups.ts';
import { listStatementsRoute } from './endpoints/statements.ts';
import { rates } from './endpoints/rates.ts';
import { createReturnRoute, returnLinkRoute } from './endpoints/returns.ts';
import { trackingRoute } from './endpoints/tracking.ts';
import {
  createWebhookEndpointRoute,
  deleteWebhookEndpointRoute,
  listWebhookDeliveriesRoute,
  listWebhookEndpointsRoute,
  resendWebhookDeliveryRoute,
} from './endpoints/webhookEndpoints.ts';
import { registerMerchantErrors } from './errors.ts';
import { MERCHANT_DOCS_PATH, MERCHANT_OPENAPI_PATH, merchantOpenApi } from './openapiDocument.ts';
import { addMerchantRoutes, type MerchantRoute } from './route.ts';

const REFERENCE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Courier Express merchant API</title>
<link rel="stylesheet" href="/api/docs/static/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/static/swagger-ui-bundle.js"></script>
<script src="${MERCHANT_DOCS_PATH}/start.js"></script></body></html>
`;
const REFERENCE_START = `window.ui = SwaggerUIBundle({ url: '${MERCHANT_OPENAPI_PATH}', dom_id: '#swagger-ui', deepLinking: true });\n`;

/** Every call of /api/v1; a new call is a file in endpoints/ and a line here. */
export const MERCHANT_ROUTES: readonly MerchantRoute[] = [
  rates,
  createShipmentRoute,
  listShipmentsRoute,
  getShipmentRoute,
  cancelShipmentRoute,
  createReturnRoute,
  returnLinkRoute,
  labelRoute,
  trackingRoute,
  pickupsRoute,
  createWebhookEndpointRoute,
  listWebhookEndpointsRoute,
  deleteWebhookEndpointRoute,
  listWebhookDeliveriesRoute,
  resendWebhookDeliveryRoute,
  createBatchRoute,
  getBatchRoute,
  batchLabelsRoute,
  listStatementsRoute,
];

/**
 * The merchant API: /api/v1/* behind an API key (merchantApi/auth.ts), JSON in and out, every
 * refusal `{ error: { type, code, message, param } }`; its OpenAPI document and reference page
 * need no key. More calls join the authenticated scope through `extraRoutes` (each gets the key
 * check, the per-key rate limit and the error shape).
 */
export async function registerMerchantApi(
  app: FastifyInstance,
  context: ShippingContext,
  extraRoutes: (api: FastifyInstance) => void = () => undefined,
): Promise<void> {
  const document = merchantOpenApi(MERCHANT_ROUTES);
  app.get(MERCHANT_OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(document),
  );
  // The reference page: the website's Swagger UI files (served from this server, no CDN) on
  // this document; its start script is a file too, as the Content-Security-Policy wants.
  app.get(MERCHANT_DOCS_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(REFERENCE_PAGE),
  );
  app.get(`${MERCHANT_DOCS_PATH}/start.js`, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(REFERENCE_START),
  );
  await app.register(
    async (api) => {
      registerMerchantErrors(api);
      // Bulk uploads send the file itself; it is judged by its content (batches/parseUpload.ts).
      api.addContentTypeParser(BATCH_FILE_TYPES, { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      registerMerchantAuth(api, {
        db: context.db,
        counters: context.counters,
        perMinute: context.config.rateLimits.apiKeyPerMinute,
      });
      addMerchantRoutes(api, MERCHANT_ROUTES, context);
      extraRoutes(api);
    },
    { prefix: '/api/v1' },
  );
}
