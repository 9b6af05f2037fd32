import { detectCardBrand, type CardBrand } from './cardBrand.ts';

/** Spaces and dashes people type between digit groups. */
export function normaliseCardNumber(raw: unknown): string {
  return typeof raw === 'string' ? raw.replace(/[\s-]/g, '') : '';
}

/** The only card facts that may be stored, logged or returned. */
export function cardSummary(rawNumber: unknown): { brand: CardBrand; last4: string } {
  const digits = normaliseCardNumber(rawNumber).replace(/\D/g, '');
  return { brand: detectCardBrand(digits), last4: digits.length >= 4 ? digits.slice(-4) : '' };
}

/**
 * pino `redact` paths for request bodies of make_online_payment (spec field names) and for the
 * provider's own request object, so a card never reaches a log line even at debug level.
 */
export const CARD_LOG_REDACT_PATHS: readonly string[] = [
  'card_number',
  'card_cvv_number',
  '*.card_number',
  '*.card_cvv_number',
  'req.body.card_number',
  'req.body.card_cvv_number',
  'card.number',
  'card.cvv',
  '*.card.number',
  '*.card.cvv',
];
