import { i18nOf } from '@courier/domain/catalogI18n';
import { messageCatalogAr } from '@courier/domain/i18n/ar';
import { inMessagesOf, messageCatalog } from '@courier/domain/messageWords';
import { ApiCallError } from '@courier/api-client/apiCallError';
import { MESSAGES } from '@courier/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureMessage } from './failureMessage';
import { refusalErrors } from './portal/fieldErrors';

const failure = (kind: ApiCallError['kind'], message: string) =>
  new ApiCallError({ kind, endpoint: 'create_shipment', message });

describe('failure toasts', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterEach(() => warn.mockClear());

  it("shows a refusal's server Message as it came (spec 8), logging nothing", () => {
    expect(failureMessage(failure('rejected', 'Payment declined.'))).toBe('Payment declined.');
    expect(warn).not.toHaveBeenCalled();
  });

  it("never shows a developer's text: the spec's general failure message, the text in the console", () => {
    const errors = [
      failure('network', 'Network error calling create_shipment.'),
      failure('http', 'create_shipment failed with HTTP 502.'),
      failure('rejected', ' '),
      new Error('boom'),
      'a string',
    ];
    for (const error of errors) {
      expect(failureMessage(error)).toBe(MESSAGES.sendFailed);
      expect(warn).toHaveBeenLastCalledWith(error);
    }
    // On an Arabic page the words are the catalogue's Arabic.
    const arabic = i18nOf('ar', [{ namespace: messageCatalog.namespace, tree: messageCatalogAr }]);
    expect(inMessagesOf(arabic, () => failureMessage(new Error('boom')))).toBe(
      messageCatalogAr.section8.sendFailed,
    );
  });

  it('gives a portal form the same words when the failure is not a refusal', () => {
    expect(refusalErrors(failure('network', 'Network error calling address_add.'))).toEqual({
      '': MESSAGES.sendFailed,
    });
    expect(refusalErrors(failure('rejected', 'Address not found.'))).toEqual({
      '': 'Address not found.',
    });
  });
});
