import { ApiCallError } from '@courier/api-client/apiCallError';
import { failureMessage } from '../failureMessage';

/**
 * The field messages of an envelope refusal (`errors`), so a form shows them on its fields; a
 * refusal without them comes back under `''` (the page shows its Message as a toast), and any
 * other failure as the general failure message (failureMessage: no developer's text on screen).
 */
export function refusalErrors(error: unknown): Record<string, string> {
  if (error instanceof ApiCallError && error.kind === 'rejected') {
    const response = error.response as { errors?: Record<string, string> } | undefined;
    if (response?.errors && Object.keys(response.errors).length > 0) return response.errors;
    return { '': error.message };
  }
  return { '': failureMessage(error) };
}
