import type { ApiClient } from '@courier/api-client/client';
import type { EndpointName, RequestOf, SuccessOf } from '@courier/api-client/endpoints';
import { fetchIn, languageOfPath } from '../i18n/pageLanguage';

/**
 * The contract's client (its zod schemas, ~35 KiB of brotli with @courier/domain) loads on the
 * first call, not with the entry: a server-rendered page paints and hydrates from the data the
 * server sent, and calls the API only afterwards (initial JavaScript).
 */
let client: Promise<ApiClient> | undefined;
function loadClient(): Promise<ApiClient> {
  // The API is served from the site's own origin (vite proxies /api in `--mode real`).
  // Calls ask for the page's language (its URL's, fixed for the page's life: the language switch
  // loads the other language's page), so content and messages come in Arabic on /ar/ pages.
  client ??= import('@courier/api-client/client').then(({ createApiClient }) =>
    createApiClient({
      baseUrl: '',
      fetch: fetchIn(
        typeof location === 'undefined' ? 'en' : languageOfPath(location.pathname),
        (input, init) => globalThis.fetch(input, init),
      ),
    }),
  );
  return client;
}

/**
 * The site's one door to the API: resolves with the validated success or rejects with the
 * ApiCallError. An answer that breaks the contract is logged here and treated as a failure, so no
 * page ever renders half a response.
 */
export async function apiCall<N extends EndpointName>(
  name: N,
  request: RequestOf<N>,
): Promise<SuccessOf<N>> {
  const api = await loadClient();
  const result = await (api.call as (n: N, body: RequestOf<N>) => ReturnType<typeof api.call<N>>)(
    name,
    request,
  );
  if (result.ok) return result.data;
  if (result.error.kind === 'contract' || result.error.kind === 'invalid-request') {
    console.error(result.error, result.error.issues);
  }
  throw result.error;
}
