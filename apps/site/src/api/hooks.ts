import { ApiCallError } from '@courier/api-client/apiCallError';
import type { EndpointName, RequestOf, SuccessOf } from '@courier/api-client/endpoints';
import useSWR, { type SWRConfiguration } from 'swr';
import { apiCall } from './client';

const swrOptions: SWRConfiguration = { revalidateOnFocus: false, shouldRetryOnError: false };

type Key<N extends EndpointName> = readonly [N, RequestOf<N>];

/** Logs a failure the user is not told about (spec 8: "logged and passed on"). */
export function logQuietly(error: unknown): void {
  // Contract breaks and invalid requests were already logged by apiCall.
  if (
    error instanceof ApiCallError &&
    (error.kind === 'contract' || error.kind === 'invalid-request')
  )
    return;
  console.warn(error);
}

/**
 * A call whose success the page renders. `request` null skips the call (a missing parameter).
 * `data` is undefined while loading and after a failure; `error` tells which.
 */
export function useApi<N extends EndpointName>(name: N, request: RequestOf<N> | null) {
  return useSWR<SuccessOf<N>, ApiCallError, Key<N> | null>(
    request === null ? null : [name, request],
    ([endpoint, body]) => apiCall(endpoint, body),
    { ...swrOptions, onError: logQuietly },
  );
}

// One empty list for every render: option lists built from it keep their identity, so an open
// combo box is not rebuilt on each render while its options load.
const NO_ITEMS: readonly never[] = [];

/**
 * A list call: spec 4 says a list counts only when Status is Success, otherwise it is emptied
 * silently. The list is therefore always an array: empty while loading or after a failure.
 */
export function useApiList<N extends EndpointName, Item>(
  name: N,
  request: RequestOf<N> | null,
  pick: (success: SuccessOf<N>) => readonly Item[],
): { list: readonly Item[]; isLoading: boolean; failed: boolean; reload: () => void } {
  const { data, error, isLoading, mutate } = useApi(name, request);
  return {
    list: data ? pick(data) : NO_ITEMS,
    isLoading,
    failed: Boolean(error),
    // Asks again for the same request (swr keeps one answer per request and would not).
    reload: () => void mutate(),
  };
}
