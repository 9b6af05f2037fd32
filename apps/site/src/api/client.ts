import { createApiClient } from '@courier/api-client/client';
import type { EndpointName, RequestOf, SuccessOf } from '@courier/api-client/endpoints';

/** The API is served from the site's own origin (vite proxies /api in `--mode real`). */
const client = createApiClient({ baseUrl: '' });

/**
 * The site's one door to the API: resolves with the validated success or rejects with the
 * ApiError. An answer that breaks the contract is logged here and treated as a failure, so no
 * page ever renders half a response.
 */
export async function apiCall<N extends EndpointName>(
  name: N,
  request: RequestOf<N>,
): Promise<SuccessOf<N>> {
  const result = await (
    client.call as (n: N, body: RequestOf<N>) => ReturnType<typeof client.call<N>>
  )(name, request);
  if (result.ok) return result.data;
  if (result.error.kind === 'contract' || result.error.kind === 'invalid-request') {
    console.error(result.error, result.error.issues);
  }
  throw result.error;
}
