import { ApiError } from '@courier/api-client/apiError';
import { MESSAGES } from '@courier/domain/messages';
import { translateMessage } from '@courier/domain/messagesAr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureMessage } from './failureMessage';
import { refusalErrors } from './portal/fieldErrors';

const failure = (kind: ApiError['kind'], message: string) =>
  new ApiError({ kind, endpoint: 'create_shipment', message });

describe('failure toasts (issue 15)', () => {
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
    // The Toaster shows it in the page's language.
    expect(translateMessage(MESSAGES.sendFailed, 'ar')).not.toBe(MESSAGES.sendFailed);
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
