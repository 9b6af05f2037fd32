import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { MERCHANT_DOCS_PATH, MERCHANT_OPENAPI_PATH } from './openapiDocument.ts';
import { MERCHANT_ROUTES } from './registerMerchantApi.ts';

type Document = {
  openapi: string;
  components: { schemas: Record<string, unknown> };
  paths: Record<string, Record<string, { requestBody?: unknown; parameters?: { name: string }[] }>>;
};

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await startTestApp();
  const res = await t.app.inject({ method: 'GET', url: MERCHANT_OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  document = res.json() as Document;
});
afterAll(async () => t?.close());

describe('the merchant API OpenAPI document', () => {
  it('validates as OpenAPI 3.1 with a maintained validator', async () => {
    expect(document.openapi).toBe('3.1.0');
    // The validator dereferences its argument in place: it gets a copy.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('lists exactly the calls of the route table, with the schemas that validate them', () => {
    const listed = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const table = MERCHANT_ROUTES.map(
      (r) => `${r.method} /api/v1${r.url.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(listed.sort()).toEqual(table.sort());
    const create = document.paths['/api/v1/shipments']!.post!;
    expect(JSON.stringify(create.requestBody)).toContain('CreateShipmentRequest');
    const request = document.components.schemas.CreateShipmentRequest as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(request.properties)).toEqual(
      expect.arrayContaining(['shipper', 'recipient', 'pieces', 'service', 'cod_amount_fils']),
    );
    expect(create.parameters?.map((p) => p.name)).toContain('Idempotency-Key');
    const list = document.paths['/api/v1/shipments']!.get!;
    expect(list.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['status', 'reference', 'created_from', 'starting_after', 'limit']),
    );
  });

  it('needs no key, and the reference page loads it', async () => {
    const page = await t.app.inject({ method: 'GET', url: MERCHANT_DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`${MERCHANT_DOCS_PATH}/start.js`);
    const start = await t.app.inject({ method: 'GET', url: `${MERCHANT_DOCS_PATH}/start.js` });
    expect(start.body).toContain(MERCHANT_OPENAPI_PATH);
  });

  it('stays out of the website document', async () => {
    const website = (
      await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    ).json() as Document;
    expect(Object.keys(website.paths).some((p) => p.startsWith('/api/v1'))).toBe(false);
  });
});
