import useSWR, { type SWRConfiguration } from 'swr';
import { adminCall, AdminCallError } from '@courier/api-client/adminClient';
import type { AdminEndpointName, AdminRequestOf, AdminSuccessOf } from '@courier/api-client/admin';

/** One admin GET through swr, keyed by its name and input; null input = do not fetch yet. */
export function useAdmin<N extends AdminEndpointName>(
  name: N,
  input: AdminRequestOf<N> | null,
  options?: SWRConfiguration<AdminSuccessOf<N>, AdminCallError>,
) {
  return useSWR<AdminSuccessOf<N>, AdminCallError>(
    input === null ? null : [name, JSON.stringify(input)],
    () => adminCall(name, input as AdminRequestOf<N>),
    { revalidateOnFocus: false, shouldRetryOnError: false, ...options },
  );
}

export { adminCall, AdminCallError };

/** Opens a file answer ({fileName, dataUrl}) as a download. */
export function downloadFile(file: { fileName: string; dataUrl: string }): void {
  const link = document.createElement('a');
  link.href = file.dataUrl;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
