import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { CARD_LOG_REDACT_PATHS, cardSummary, normaliseCardNumber } from './cardSummary.ts';

describe('cardSummary', () => {
  it('keeps only brand and last four digits', () => {
    expect(cardSummary('4111 1111 1111 1111')).toEqual({ brand: 'visa', last4: '1111' });
    expect(cardSummary('5555-5555-5555-4444')).toEqual({ brand: 'mastercard', last4: '4444' });
  });

  it('answers safely for input that is not a card number', () => {
    expect(cardSummary(undefined)).toEqual({ brand: 'unknown', last4: '' });
    expect(cardSummary(42)).toEqual({ brand: 'unknown', last4: '' });
    expect(cardSummary('12')).toEqual({ brand: 'unknown', last4: '' });
  });

  it('normalises spaces and dashes only', () => {
    expect(normaliseCardNumber(' 4111-1111 1111 1111 ')).toBe('4111111111111111');
    expect(normaliseCardNumber(null)).toBe('');
  });
});

describe('CARD_LOG_REDACT_PATHS', () => {
  it('hides card number and CVV from pino output in request bodies and charge requests', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = pino({ redact: { paths: [...CARD_LOG_REDACT_PATHS], censor: '[redacted]' } }, sink);
    log.info(
      {
        req: { body: { card_number: '4111111111111111', card_cvv_number: '123', total_amount: 5 } },
      },
      'r',
    );
    log.info({ card_number: '4111111111111111', card_cvv_number: '987' }, 'flat');
    log.info(
      { request: { card: { number: '5555555555554444', cvv: '456', name: 'A' } } },
      'nested',
    );
    const out = lines.join('\n');
    expect(out).not.toContain('4111111111111111');
    expect(out).not.toContain('5555555555554444');
    expect(out).not.toMatch(/"(123|987|456)"/);
    expect(out).toContain('[redacted]');
    expect(out).toContain('"total_amount":5');
  });
});
