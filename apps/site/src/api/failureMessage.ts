import { ApiCallError } from '@courier/api-client/apiCallError';
import { MESSAGES } from '@courier/domain/messages';
import { logQuietly } from './hooks';

/**
 * What a failure toast says. A refusal's reason is the server Message (spec 8: collection, career,
 * booking and payment failures show it; the API writes it in the page's language). Any other
 * failure (no network, an HTTP error page, an answer outside the contract, a request the page
 * could not build) carries words written for developers ('Network error calling
 * create_shipment.'), and spec 8 shows no server error body: the visitor reads the spec's general
 * failure message, which the Toaster shows in the page's language, and the developer's text goes
 * to the console only.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiCallError && error.kind === 'rejected' && error.message.trim() !== '') {
    return error.message;
  }
  logQuietly(error);
  return MESSAGES.sendFailed;
}
