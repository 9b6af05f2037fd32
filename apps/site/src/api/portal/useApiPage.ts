import type { ApiCallError } from '@courier/api-client/apiCallError';
import type { EndpointName, RequestOf, SuccessOf } from '@courier/api-client/endpoints';
import useSWR from 'swr';
import { apiCall } from '../client';
import { logQuietly } from '../hooks';

/**
 * A paged list call: while the next page or a new search loads, the page on screen stays (no
 * flash of an empty table); `request` null skips the call.
 */
export function useApiPage<N extends EndpointName>(name: N, request: RequestOf<N> | null) {
  return useSWR<SuccessOf<N>, ApiCallError, readonly [N, RequestOf<N>] | null>(
    request === null ? null : [name, request],
    ([endpoint, body]) => apiCall(endpoint, body),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      keepPreviousData: true,
      onError: logQuietly,
    },
  );
}
