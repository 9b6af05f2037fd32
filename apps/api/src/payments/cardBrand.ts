export type CardBrand =
  'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'diners' | 'unionpay' | 'unknown';

/** Inclusive ranges of leading digits (IIN prefixes) per brand, checked in order. */
const PREFIXES: ReadonlyArray<readonly [CardBrand, number, number]> = [
  ['amex', 34, 34],
  ['amex', 37, 37],
  ['diners', 300, 305],
  ['diners', 36, 36],
  ['diners', 38, 39],
  ['jcb', 3528, 3589],
  ['visa', 4, 4],
  ['mastercard', 51, 55],
  ['mastercard', 2221, 2720],
  ['discover', 6011, 6011],
  ['discover', 644, 649],
  ['discover', 65, 65],
  ['unionpay', 62, 62],
];

/** The card network of a card number, from its leading digits. Only brands, never validity. */
export function detectCardBrand(cardNumber: string): CardBrand {
  if (!/^\d{6,19}$/.test(cardNumber)) return 'unknown';
  for (const [brand, from, to] of PREFIXES) {
    const width = String(from).length;
    const prefix = Number(cardNumber.slice(0, width));
    if (prefix >= from && prefix <= to) return brand;
  }
  return 'unknown';
}
