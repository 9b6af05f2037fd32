import { endpointNames, endpoints, type EndpointName } from '@courier/api-client/endpoints';
import { createMockServer } from '../node.ts';
import { createTestClient } from '../testing.ts';

/** The calls json-server can serve: GET without path parameters or a payload. */
export const jsonServerCalls: EndpointName[] = endpointNames.filter((name) => {
  const endpoint = endpoints[name];
  return (
    endpoint.method === 'GET' &&
    !endpoint.path.includes(':') &&
    endpoint.request.safeParse({}).success
  );
});

/**
 * db.json for json-server: one singular resource per GET call, holding exactly the answer the
 * MSW handlers give (they are asked in-process), so both mocks serve the same fixtures.
 * routes.json maps /api/website/<call> onto them.
 */
export async function buildJsonServerDb(): Promise<Record<string, unknown>> {
  const { server } = createMockServer();
  server.listen({ onUnhandledRequest: 'error' });
  try {
    const { client } = createTestClient();
    const db: Record<string, unknown> = {};
    for (const name of jsonServerCalls) {
      const result = await client.call(name, {});
      // customer_session answers 'not logged in' without a cookie: that refusal is what a
      // static server can honestly serve.
      db[name] = result.ok ? result.data : result.error.response;
    }
    return db;
  } finally {
    server.close();
  }
}
