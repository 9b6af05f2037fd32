import { createApiClient } from '@courier/api-client/client';

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
      if (attributes.some((a) => a.trim().toLowerCase() === 'max-age=0') || value === '') jar.delete(name.trim());
      else jar.set(name.trim(), value.trim());
    }
    return response;
  };
  return { client: createApiClient({ baseUrl: MOCK_ORIGIN, fetch: fetchWithCookies }), jar };
}
