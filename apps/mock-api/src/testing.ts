import { createApiClient } from '@courier/api-client/client';
import { API_BASE_PATH } from '@courier/api-client/endpoints';
import { getResponse } from 'msw';
import { createHandlers } from './handlers.ts';
import { createMockDb, type MockDbOptions } from './db.ts';

export const MOCK_ORIGIN = 'http://mock.test';

/**
 * An API client over fetch with a small cookie jar, so a Node test keeps the session cookie the
 * way a browser would.
 */
export function createTestClient() {
  const jar = new Map<string, string>();
  const fetchWithCookies: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.some((a) => a.trim().toLowerCase() === 'max-age=0') || value === '')
        jar.delete(name.trim());
      else jar.set(name.trim(), value.trim());
    }
    return response;
  };
  return { client: createApiClient({ baseUrl: MOCK_ORIGIN, fetch: fetchWithCookies }), jar };
}

/**
 * The mock API as a function, with no server and no patched fetch: each call runs the MSW
 * handlers (contract checks included) over one fresh fixture db. For tests that compare the mock
 * with the real API side by side.
 */
export function createMockCaller(options: MockDbOptions = {}) {
  const handlers = createHandlers(createMockDb(options));
  return async (path: string, body: unknown): Promise<{ status: number; body: unknown }> => {
    const request = new Request(`${MOCK_ORIGIN}${API_BASE_PATH}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`The mock has no handler for ${path}.`);
    return { status: response.status, body: await response.json() };
  };
}
