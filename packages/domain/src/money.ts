import {
  CURRENCY_CODE,
  CURRENCY_DISPLAY_DECIMALS,
  CURRENCY_MINOR_DIGITS,
  CURRENCY_SYMBOL_AR,
} from './constants.ts';
import { parseScaled, rescale, scaledToFixed } from './decimal.ts';
import { localizeDecimal } from './formats.ts';
import type { Language } from './language.ts';

/**
 * Money in Kuwaiti dinars. Amounts are integers of fils (1 KWD = 1000 fils, 3 minor digits) so
 * sums and products never drift; the screens show KWD with 2 decimals (spec 9).
 *
 * Display format: 'KWD 1,234.57' (code, one space, comma thousands separators, 2 decimals);
 * a negative amount is 'KWD -1.50'. Rounding to the 2 shown decimals, and of any computed amount
 * to whole fils, is half away from zero (12345 fils -> 'KWD 12.35', 12344 -> 'KWD 12.34').
 * Arabic pages: '12.35 د.ك' (the amount in the Arabic locale's symbols, a no-break space and the
 * dinar's Arabic abbreviation after it, as Arabic writes amounts; docs/i18n.md).
 */
export const FILS_PER_KWD = 10 ** CURRENCY_MINOR_DIGITS;

function assertFils(fils: number): bigint {
  if (!Number.isSafeInteger(fils)) throw new RangeError(`Not a whole number of fils: ${fils}`);
  return BigInt(fils);
}

function toFils(value: bigint): number {
  const fils = Number(value);
  if (!Number.isSafeInteger(fils)) throw new RangeError('Amount out of range');
  return fils;
}

/**
 * Fils of an amount written in dinars: '12.345' -> 12345, 12.5 -> 12500, '-1' -> -1000. More
 * than 3 decimals are rounded to whole fils. Returns null for blank or malformed input.
 */
export function tryParseKwd(amount: string | number): number | null {
  const scaled = parseScaled(amount, CURRENCY_MINOR_DIGITS);
  if (scaled === null) return null;
  const fils = Number(scaled);
  return Number.isSafeInteger(fils) ? fils : null;
}

/** Like tryParseKwd, but a malformed amount throws a RangeError naming it. */
export function parseKwd(amount: string | number): number {
  const fils = tryParseKwd(amount);
  if (fils === null) throw new RangeError(`Not an amount in KWD: ${JSON.stringify(amount)}`);
  return fils;
}

/** Dinars with all 3 decimals, for payloads and storage: 12345 -> '12.345'. */
export function filsToKwdString(fils: number): string {
  return scaledToFixed(assertFils(fils), CURRENCY_MINOR_DIGITS);
}

/** Dinars as a JSON number, for the wire's KWD amounts: 14910 -> 14.91. */
export function filsToKwdNumber(fils: number): number {
  return Number(filsToKwdString(fils));
}

/**
 * Dinars with the 2 shown decimals and thousands separators, no code: 1234567 -> '1,234.57'. In
 * Arabic the locale's symbols (Western digits, the same separators, a left-to-right mark before a
 * minus so it stays on the number's left in right-to-left text).
 */
export function formatKwdAmount(fils: number, language: Language = 'en'): string {
  const shown = rescale(assertFils(fils), CURRENCY_MINOR_DIGITS, CURRENCY_DISPLAY_DECIMALS);
  const text = scaledToFixed(shown, CURRENCY_DISPLAY_DECIMALS);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=([0-9]{3})+(?![0-9]))/g, ',');
  return localizeDecimal(`${negative ? '-' : ''}${grouped}.${fraction}`, language);
}

/** The shown amount with its currency: 12345 -> 'KWD 12.35'; in Arabic '12.35 د.ك'. */
export function formatKwd(fils: number, language: Language = 'en'): string {
  const amount = formatKwdAmount(fils, language);
  return language === 'en' ? `${CURRENCY_CODE} ${amount}` : `${amount}\u00a0${CURRENCY_SYMBOL_AR}`;
}

/** Sum of amounts in fils. */
export function addFils(...amounts: number[]): number {
  return toFils(amounts.reduce((sum, fils) => sum + assertFils(fils), 0n));
}

/** `a - b` in fils. */
export function subtractFils(a: number, b: number): number {
  return toFils(assertFils(a) - assertFils(b));
}

/**
 * An amount times a decimal factor ('1.5', 3, 0.25), rounded to whole fils half away from zero.
 * The factor is read as the decimal it is written as, up to 6 decimals.
 */
export function multiplyFils(fils: number, factor: string | number): number {
  const scaledFactor = parseScaled(factor, 6);
  if (scaledFactor === null) throw new RangeError(`Not a number: ${JSON.stringify(factor)}`);
  return toFils(rescale(assertFils(fils) * scaledFactor, 6, 0));
}

/** `percent` percent of an amount (VAT: percentageOf(netFils, 5)), rounded to whole fils. */
export function percentageOf(fils: number, percent: string | number): number {
  const scaledPercent = parseScaled(percent, 6);
  if (scaledPercent === null) throw new RangeError(`Not a percentage: ${JSON.stringify(percent)}`);
  return toFils(rescale(assertFils(fils) * scaledPercent, 8, 0));
}

/** Fils in the smallest amount a screen shows: 0.01 KWD. */
const VAT_ROUNDING_FILS = 10 ** (CURRENCY_MINOR_DIGITS - CURRENCY_DISPLAY_DECIMALS);

/**
 * VAT of a net amount: `vatPercent` percent, rounded half away from zero to whole 10 fils
 * (0.01 KWD). Every quote shows KWD with 2 decimals, so VAT rounded to whole fils would make the
 * shown total differ from the charged one by up to 5 fils; rounded to 10 fils, what is shown is
 * what is paid. The one VAT rule of the product: the API, the mock and the site all use it.
 */
export function vatFils(netFils: number, vatPercent: string | number): number {
  const scaledPercent = parseScaled(vatPercent, 6);
  if (scaledPercent === null)
    throw new RangeError(`Not a percentage: ${JSON.stringify(vatPercent)}`);
  // fils x percent (scale 6) / 100 is scale 8; one more digit counts tens of fils.
  const tens = rescale(assertFils(netFils) * scaledPercent, 9, 0);
  return toFils(tens * BigInt(VAT_ROUNDING_FILS));
}

/** Price with VAT (vatFils): the VAT amount and the total, both in fils. */
export function withVat(
  netFils: number,
  vatPercent: string | number,
): { vat: number; total: number } {
  const vat = vatFils(netFils, vatPercent);
  return { vat, total: addFils(netFils, vat) };
}

/**
 * A declared value with the currency it was declared in, so a value in dollars is never read as
 * dinars: ('21', 'USD') -> 'USD 21.00'; in Arabic '21.00 USD' (the amount first, as formatKwd).
 * Dinars read as formatKwd does. Undefined for what is no amount or no currency.
 */
export function formatDeclaredValue(
  value: string | number,
  currencyCode: string,
  language: Language = 'en',
): string | undefined {
  const fils = tryParseKwd(value);
  const code = currencyCode.trim().toUpperCase();
  if (fils === null || !code) return undefined;
  if (code === CURRENCY_CODE) return formatKwd(fils, language);
  const amount = formatKwdAmount(fils, language);
  return language === 'en' ? `${code} ${amount}` : `${amount}\u00a0${code}`;
}
