import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { documentVariantSchemas } from '@courier/api-client/variantSchema';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/**
 * The OpenAPI 3.1 document of /api/website/*, generated from the routes the api-client table
 * registers (request and answer schemas through the zod type provider), served as JSON and as
 * an interactive reference (Swagger UI, its files served from this server: no CDN, so it works
 * offline and under the site's Content-Security-Policy). Must be registered before the routes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Courier Express website API',
        version: '1.0.0',
        description:
          'The calls of /api/website/*: every request and answer schema comes from the @courier/api-client endpoint table. ' +
          "A refusal is {Status: 'Error', Message, errors?}, or the call's own refusal family (STATUS 0, tracks FAILED, carrier errors).",
      },
      tags: [
        { name: 'lists and pages', description: 'Content and reference lists (GET).' },
        { name: 'calls', description: 'Forms, bookings, payments, customers and tracking (POST).' },
        {
          name: 'admin',
          description:
            'The back office under /api/admin (staff session cookie; each call names its permission).',
        },
      ],
    },
    // Only the calls of the tables (website and admin): the site, media, labels and operations stay out of it.
    transform: (document) => {
      // The two-form calls' JSON Schema is made here, not where the browser loads them too.
      documentVariantSchemas();
      if (!document.route.config?.endpoint && !document.route.config?.adminEndpoint)
        return { schema: { hide: true }, url: document.url };
      return jsonSchemaTransform(document);
    },
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    // BaseLayout: no top bar to explore other documents; no validator badge (an outside call).
    uiConfig: {
      url: OPENAPI_JSON_PATH,
      validatorUrl: null,
      deepLinking: true,
      layout: 'BaseLayout',
    },
    theme: { title: 'Courier Express website API' },
  } as Parameters<typeof swaggerUi>[1]);
}
