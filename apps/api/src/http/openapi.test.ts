import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_BASE_PATH, adminEndpointNames, adminEndpoints } from '@courier/api-client/admin';
import { API_BASE_PATH, endpointNames, endpoints } from '@courier/api-client/endpoints';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { API_DOCS_PATH, OPENAPI_JSON_PATH } from './openapi.ts';

interface Operation {
  operationId?: string;
  parameters?: { in: string; name: string; schema?: object }[];
  requestBody?: { content: Record<string, { schema?: object }> };
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await startTestApp();
  const res = await t.app.inject({ method: 'GET', url: OPENAPI_JSON_PATH });
  expect(res.statusCode).toBe(200);
  document = res.json() as Document;
});
afterAll(async () => t?.close());

/** OpenAPI writes path parameters as {name}. */
const openApiPath = (path: string) => `${API_BASE_PATH}${path}`.replace(/:(\w+)/g, '{$1}');
const schemaOf = (content: Record<string, { schema?: object }> | undefined) =>
  content?.['application/json']?.schema;

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and lists exactly the calls of the website and admin tables', () => {
    expect(document.openapi).toMatch(/^3\.1/);
    const listed = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const table = [
      ...endpointNames.map(
        (name) => `${endpoints[name].method} ${openApiPath(endpoints[name].path)}`,
      ),
      ...adminEndpointNames.map(
        (name) =>
          `${adminEndpoints[name].method} ${`${ADMIN_BASE_PATH}${adminEndpoints[name].path}`.replace(/:(\w+)/g, '{$1}')}`,
      ),
    ];
    expect(listed.sort()).toEqual(table.sort());
  });

  it.each(endpointNames)('describes %s with its request and answer schemas', (name) => {
    const endpoint = endpoints[name];
    const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
    expect(operation?.operationId).toBe(name);
    if (endpoint.method === 'POST') {
      expect(schemaOf(operation?.requestBody?.content)).toBeTypeOf('object');
    }
    const requestFields = Object.keys((endpoint.request as { shape?: object }).shape ?? {});
    if (endpoint.method === 'GET') {
      expect(operation?.parameters?.map((p) => p.name).sort() ?? []).toEqual(requestFields.sort());
    }
    expect(schemaOf(operation?.responses['2XX']?.content)).toBeTypeOf('object');
    expect(schemaOf(operation?.responses['4XX']?.content)).toBeTypeOf('object');
  });

  it('names the fields of a request and an answer', () => {
    const login = document.paths[openApiPath('customer_login')]?.post;
    expect(JSON.stringify(schemaOf(login?.requestBody?.content))).toContain('Password');
    expect(JSON.stringify(schemaOf(login?.responses['2XX']?.content))).toContain('COMP_NAME');
    expect(JSON.stringify(schemaOf(login?.responses['4XX']?.content))).toContain('STATUS');
    // Calls whose body is one of two forms are documented as either form.
    const booking = JSON.stringify(
      schemaOf(document.paths[openApiPath('create_shipment')]?.post?.requestBody?.content),
    );
    expect(booking).toContain('sender_consignor');
    expect(booking).toContain('accept_privacy');
  });
});

describe('the interactive reference', () => {
  it('is served from this server, under the site CSP, with its own script files', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1] as string);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).not.toMatch(/^https?:/);
      const script = await t.app.inject({
        method: 'GET',
        url: src.startsWith('.') ? `${API_DOCS_PATH}/${src.slice(2)}` : src,
      });
      expect([src, script.statusCode]).toEqual([src, 200]);
    }
    const initializer = await t.app.inject({
      method: 'GET',
      url: `${API_DOCS_PATH}/static/swagger-initializer.js`,
    });
    expect(initializer.body).toContain(OPENAPI_JSON_PATH);
  });
});
