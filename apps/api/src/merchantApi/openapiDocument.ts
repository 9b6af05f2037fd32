import { z } from 'zod';
import { errorsOf, type MerchantRoute } from './route.ts';
import { errorSchema } from './schemas.ts';

export const MERCHANT_OPENAPI_PATH = '/api/v1/openapi.json';
export const MERCHANT_DOCS_PATH = '/api/v1/docs';

type JsonSchema = Record<string, unknown>;

const STATUS_WORDS: Record<number, string> = {
  400: 'The request is not valid (`param` names the parameter).',
  401: 'No API key, or a key that is not valid or has been revoked.',
  402: 'Payment required.',
  403: "The role of the key's creator does not allow this call (a viewer cannot change anything).",
  404: "No such resource for this key (nobody's, another account's, or the other mode's).",
  409: 'Conflict: an Idempotency-Key reused with another body, or a state that forbids it.',
  422: 'The values cannot be served (no service carries it, the carrier refused it).',
  429: "Over the key's rate limit: wait for Retry-After seconds.",
  503: 'The carrier or the database is briefly unavailable: retry with the same Idempotency-Key.',
};

/**
 * The OpenAPI 3.1 document of /api/v1, made from the route table itself: each part's JSON Schema
 * is the zod schema that validates it (z.toJSONSchema, draft 2020-12 as OpenAPI 3.1 uses), named
 * schemas hoisted into components.
 */
export function merchantOpenApi(routes: readonly MerchantRoute[]): JsonSchema {
  const components: Record<string, unknown> = {};
  const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
    const {
      $defs,
      $schema: _dialect,
      ...rest
    } = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
    }) as JsonSchema & { $defs?: Record<string, unknown> };
    Object.assign(components, $defs ?? {});
    return rest;
  };
  const parametersOf = (schema: z.ZodType | undefined, where: 'query' | 'path') => {
    if (!schema) return [];
    const json = schemaOf(schema, 'input');
    const named = json.$ref ? components[String(json.$ref).split('/').pop()!] : json;
    const { properties = {}, required = [] } = named as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    return Object.entries(properties).map(([name, property]) => ({
      name,
      in: where,
      required: where === 'path' || required.includes(name),
      schema: property,
    }));
  };
  const error = schemaOf(errorSchema, 'output');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `/api/v1${route.url.replace(/:(\w+)/g, '{$1}')}`;
    const ok = route.successStatus ?? (route.method === 'POST' ? 201 : 200);
    const content =
      'files' in route.response
        ? Object.fromEntries(
            route.response.files.map((type) => [
              type,
              { schema: { type: 'string', contentMediaType: type } },
            ]),
          )
        : { 'application/json': { schema: schemaOf(route.response, 'output') } };
    const responses: Record<string, unknown> = {
      [String(ok)]: {
        description: 'Success',
        content,
      },
    };
    for (const status of errorsOf(route))
      responses[String(status)] = {
        description: STATUS_WORDS[status] ?? 'Refused',
        content: { 'application/json': { schema: error } },
      };
    const idempotencyHeader =
      route.method === 'POST'
        ? [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              description:
                'Up to 200 visible characters: the same key and body answer the first answer again; another body answers 409. Kept a day.',
              schema: { type: 'string', maxLength: 200 },
            },
          ]
        : [];
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: {
        operationId: route.operationId,
        summary: route.summary,
        ...(route.description ? { description: route.description } : {}),
        parameters: [
          ...parametersOf(route.params, 'path'),
          ...parametersOf(route.query, 'query'),
          ...idempotencyHeader,
        ],
        ...(route.bodyFiles
          ? {
              requestBody: {
                required: true,
                content: Object.fromEntries(
                  route.bodyFiles.map((type) => [
                    type,
                    { schema: { type: 'string', contentMediaType: type } },
                  ]),
                ),
              },
            }
          : route.body
            ? {
                requestBody: {
                  required: route.bodyOptional !== true,
                  content: { 'application/json': { schema: schemaOf(route.body, 'input') } },
                },
              }
            : {}),
        responses,
      },
    };
  }
  const document = {
    openapi: '3.1.0',
    info: {
      title: 'Courier Express merchant API',
      version: '1.0.0',
      description:
        'Quote, create, list, cancel and track shipments, print their labels and book pickups with an API key of the customer portal. ' +
        'Errors are { error: { type, code, message, param } }; amounts are integer fils (1 KWD = 1000 fils). See docs/merchant-api.md.',
    },
    servers: [{ url: '/' }],
    security: [{ apiKey: [] }],
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'A key of the portal\'s "API keys" page: ck_live_... or ck_test_...',
        },
      },
      schemas: components,
    },
  };
  // zod names its shared schemas under $defs; OpenAPI keeps them in components.
  return JSON.parse(
    JSON.stringify(document).replaceAll('"#/$defs/', '"#/components/schemas/'),
  ) as JsonSchema;
}
