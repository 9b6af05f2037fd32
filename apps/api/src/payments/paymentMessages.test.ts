import { arabicMessage } from '@courier/domain/messagesAr';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from './paymentMessages';

describe('payment messages', () => {
  it('each has Arabic words (the maximum with its amount), so an Arabic page reads them', () => {
    const shown = Object.entries(PAYMENT_MESSAGES).map(([key, text]) =>
      key === 'tooLarge' ? `${text} KWD 1000.000.` : text,
    );
    for (const text of shown) expect(arabicMessage(text), text).toMatch(/\p{Script=Arabic}/u);
  });
});
