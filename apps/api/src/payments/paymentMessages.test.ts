import { describe, expect, it } from 'vitest';
import { PAYMENT_USE_MESSAGES } from '../shipments/consumePayment';
import { inMessageLanguage } from '../http/messageLanguage';
import { ONLINE_PAYMENT_MESSAGES, PAYMENT_MESSAGES, paymentTooLarge } from './paymentMessages';

const shown = () => [
  ...Object.values(PAYMENT_MESSAGES),
  paymentTooLarge('KWD 1000.000'),
  ...Object.values(ONLINE_PAYMENT_MESSAGES),
  ...Object.values(PAYMENT_USE_MESSAGES),
];

describe('payment messages', () => {
  it('read in Arabic inside an Arabic request, so an Arabic page reads them', () => {
    for (const text of inMessageLanguage('ar', shown)) expect(text).toMatch(/\p{Script=Arabic}/u);
    expect(inMessageLanguage('ar', () => paymentTooLarge('KWD 1000.000'))).toContain(
      'KWD 1000.000',
    );
  });

  it('read as the spec words in English', () => {
    expect(paymentTooLarge('KWD 1000.000')).toBe(
      'The payment amount is above the maximum per payment of KWD 1000.000.',
    );
    for (const text of inMessageLanguage('en', shown))
      expect(text).not.toMatch(/\p{Script=Arabic}/u);
  });
});
